#pragma once
// The map's screen colours, one palette for every screen that draws the map (the desktop's
// map page and the club server's page): the first side's counters pale (the Whites of Orel
// 1919), the second's red, terrain in the clear tints of a printed map, roads brown, railroads
// black, rivers blue. The printed map keeps its own shades, chosen to survive a grey print.

#include <cstddef>
#include <cstdint>
#include <string>

#include "model/situation_map.hpp"

namespace tachanka::model {

struct Rgb {
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
};

struct SidePalette {
    Rgb fill;  // the counter
    Rgb text;  // on the counter
    Rgb ink;   // lines on the map: depots' ranges, arrivals, victory holders
};
SidePalette sidePalette(std::size_t side);

// A hex whose terrain nobody painted yet (the layer provisional) is left nearly white.
Rgb terrainRgb(const std::string& terrain);
Rgb unpaintedRgb();
Rgb featureRgb(HexsideFeature feature);

}  // namespace tachanka::model
