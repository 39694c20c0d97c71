#include "app/gui/map/map_style.hpp"

#include "model/map_palette.hpp"

namespace tachanka::gui {
namespace {

wxColour colour(model::Rgb rgb) { return {rgb.red, rgb.green, rgb.blue}; }

}  // namespace

SideColours sideColours(std::size_t side) {
    const auto palette = model::sidePalette(side);
    return {colour(palette.fill), colour(palette.text), colour(palette.ink)};
}

wxColour terrainColour(const std::string& terrain) { return colour(model::terrainRgb(terrain)); }

wxColour unpaintedColour() { return colour(model::unpaintedRgb()); }

wxColour featureColour(model::HexsideFeature feature) {
    return colour(model::featureRgb(feature));
}

}  // namespace tachanka::gui
