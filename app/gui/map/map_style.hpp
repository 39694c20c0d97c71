#pragma once
// The map's colours as wxWidgets takes them, from the one screen palette (model/map_palette.hpp)
// the club server's page draws with too, so the page, its terrain palette and its legend agree.

#include <wx/colour.h>

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

#include "model/situation_map.hpp"

namespace tachanka::gui {

// The Terrain Effects Table's terrains the palette offers, in its order.
inline constexpr std::array<std::string_view, 4> paintableTerrains{"clear", "town", "orel",
                                                                   "forest"};

struct SideColours {
    wxColour fill;  // the counter
    wxColour text;  // on the counter
    wxColour ink;   // lines on the map: depots' ranges, arrivals, victory holders
};
SideColours sideColours(std::size_t side);

// A hex whose terrain nobody painted yet (the layer provisional) is left nearly white.
wxColour terrainColour(const std::string& terrain);
wxColour unpaintedColour();
wxColour featureColour(model::HexsideFeature feature);

}  // namespace tachanka::gui
