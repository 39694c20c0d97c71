#pragma once
// The small pieces every part of the map drawing shares: a hex's outline on screen, a font
// sized in pixels for the zoom, a label on a light ground, and the legend's corner.

#include <wx/font.h>
#include <wx/geometry.h>
#include <wx/brush.h>
#include <wx/graphics.h>
#include <wx/pen.h>

#include "app/gui/map/map_view.hpp"
#include "model/situation_map.hpp"

namespace tachanka::gui {

void addHexOutline(wxGraphicsPath& path, const MapView& view, model::Hex hex);
// Fonts follow the zoom: `pixels` is the text's height on screen.
wxFont mapFont(double pixels, bool bold);
// Draws `text` in the context's font with its top centred on `top`, on a ground of
// `ground` (transparent: none).
void drawCentredText(wxGraphicsContext& gc, const wxString& text, wxPoint2DDouble top,
                     const wxColour& ground);
// The sides' colours, and whether the terrain layer is provisional, in the bottom-left corner.
void drawLegend(wxGraphicsContext& gc, const model::SituationMap& map, double height);

}  // namespace tachanka::gui
