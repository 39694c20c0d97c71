#include "app/gui/map/map_style.hpp"

namespace tachanka::gui {

SideColours sideColours(std::size_t side) {
    switch (side) {
        case 0:
            return {wxColour(246, 242, 228), wxColour(25, 25, 25), wxColour(40, 70, 150)};
        case 1:
            return {wxColour(196, 36, 36), wxColour(255, 255, 255), wxColour(196, 36, 36)};
        default:  // a scenario with more sides than Orel's two
            return {wxColour(90, 120, 170), wxColour(255, 255, 255), wxColour(60, 90, 140)};
    }
}

wxColour terrainColour(const std::string& terrain) {
    if (terrain == "clear") return {236, 230, 196};
    if (terrain == "town") return {198, 186, 172};
    if (terrain == "orel") return {172, 150, 150};
    if (terrain == "forest") return {138, 184, 112};
    return unpaintedColour();
}

wxColour unpaintedColour() { return {251, 251, 247}; }

wxColour featureColour(model::HexsideFeature feature) {
    switch (feature) {
        case model::HexsideFeature::Road:
            return {150, 96, 40};
        case model::HexsideFeature::Railroad:
            return {20, 20, 20};
        case model::HexsideFeature::River:
            return {40, 105, 205};
    }
    return {0, 0, 0};
}

}  // namespace tachanka::gui
