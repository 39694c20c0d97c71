#include "model/map_palette.hpp"

namespace tachanka::model {

SidePalette sidePalette(std::size_t side) {
    switch (side) {
        case 0: return {{246, 242, 228}, {25, 25, 25}, {40, 70, 150}};
        case 1: return {{196, 36, 36}, {255, 255, 255}, {196, 36, 36}};
        default: return {{90, 120, 170}, {255, 255, 255}, {60, 90, 140}};  // beyond Orel's two
    }
}

Rgb terrainRgb(const std::string& terrain) {
    if (terrain == "clear") return {236, 230, 196};
    if (terrain == "town") return {198, 186, 172};
    if (terrain == "orel") return {172, 150, 150};
    if (terrain == "forest") return {138, 184, 112};
    return unpaintedRgb();
}

Rgb unpaintedRgb() { return {251, 251, 247}; }

Rgb featureRgb(HexsideFeature feature) {
    switch (feature) {
        case HexsideFeature::Road: return {150, 96, 40};
        case HexsideFeature::Railroad: return {20, 20, 20};
        case HexsideFeature::River: return {40, 105, 205};
    }
    return {};
}

}  // namespace tachanka::model
