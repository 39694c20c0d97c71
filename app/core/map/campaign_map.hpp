#pragma once
// The campaign's map (DESIGN "The map"): the grid and named places that ship with the Orel
// 1919 scenario (templates/maps/orel-1919.xml), plus the terrain and hexside lines the club
// paints into the campaign. Every use case here is one action through the journal (undo takes
// it back); every refusal is one UserError line and leaves the file unchanged.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/hex.hpp"
#include "model/hex_geometry.hpp"
#include "model/situation_map.hpp"

namespace tachanka::core {

// The whole picture of the campaign as it stands: what the map page and `print map` draw.
model::SituationMap situationMap(const std::filesystem::path& campaignFile);

// Paints `terrain` (clear, town, orel, forest) on every hex listed, in one action; painting
// `clear` takes a painted terrain off. Returns the line the ledger keeps.
struct TerrainPaint {
    std::vector<std::string> hexes;  // as typed ("2705")
    std::string terrain;
};
std::string paintTerrain(const std::filesystem::path& campaignFile, const TerrainPaint& paint);

// Draws (or, with `remove`, erases) a road, railroad or river along the hexside of `hex`
// toward `side` (N, NE, SE, S, SW, NW).
struct HexsideDrawing {
    std::string hex;
    std::string side;
    std::string feature;  // road, railroad, river
    bool remove = false;
};
std::string drawHexside(const std::filesystem::path& campaignFile, const HexsideDrawing& drawing);

// Marks `hex` as a railroad station (`kind`: station, double-track for one of the
// double-tracked Orël-Ponyri line, none to take one off): where depots stand and recruit
// battalions are raised (3.1, 4.3.2).
struct StationMark {
    std::string hex;
    std::string kind;
};
std::string markStation(const std::filesystem::path& campaignFile, const StationMark& mark);

// The painted layer as map XML (<orel-map>), for another club's campaign.
void exportMap(const std::filesystem::path& campaignFile, const std::filesystem::path& xmlFile);
// Replaces the campaign's painted layer with a map XML's, in one action. XML errors carry
// file:line.
std::string importMap(const std::filesystem::path& campaignFile,
                      const std::filesystem::path& xmlFile);

}  // namespace tachanka::core
