#pragma once
// The situation map on paper, for players to check positions at the table: the grid with its
// numbers, the terrain and hexside lines painted so far, the named places and who holds the
// victory ones, every stack in its side's shade, depots, today's battles and what is still to
// come. One A3 page, or four A4/Letter tiles (north-west, north-east, south-west, south-east)
// that overlap by a hex.

#include <filesystem>

#include "model/situation_map.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

void writeSituationMap(const model::SituationMap& map, const FontSet& fonts, Paper paper,
                       const std::filesystem::path& output);

}  // namespace tachanka::reports
