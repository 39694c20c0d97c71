#pragma once
// The seat's map as SVG for the club server's page (issue 48): the hex grid with its painted
// terrain, roads, railroads and rivers, the named places, today's battles, the depots, and the
// stacks the seat's view holds. Every hex carries its number (data-hex) and every stack its
// hex, side and units (data-units, top counter first), so the page's script can move a stack
// by tapping or dragging it. Colours are the desktop map page's (model/map_palette.hpp).

#include <string>

#include "model/situation_map.hpp"

namespace tachanka::server {

// `seatSide`: the side whose stacks the seat may move ("own"); empty for the umpire, who may
// move any.
std::string mapSvg(const model::SituationMap& map, const std::string& seatSide);

}  // namespace tachanka::server
