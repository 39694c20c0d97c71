#pragma once
// The Map page (issue 19): the campaign's situation map, read once per change through
// core::situationMap and drawn by the canvas. Clicking a hex lists its stacks and selects the
// unit in the campaign tree; Ctrl- or Shift-clicking counters picks attackers, and a battle is
// planned on a target hex from the button or the hex's context menu; dragging a counter moves
// it through core (a refusal is one line, the file unchanged). The terrain tools paint a
// stroke of hexes, or draw and erase a road, railroad or river on a hexside, each as one
// action that Edit → Undo takes back.

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/listbox.h>
#include <wx/panel.h>
#include <wx/stattext.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/gui/map/map_canvas.hpp"
#include "model/situation_map.hpp"

namespace tachanka::gui {

class CampaignActions;

class MapPage : public wxPanel {
public:
    // Every change goes through `actions`, as the menus' commands do.
    MapPage(wxWindow* parent, CampaignActions& actions);

    // Reads the campaign's map again; the chosen hex and the attackers still there stay.
    void show(const std::filesystem::path& file);
    const model::SituationMap& map() const { return map_; }
    MapCanvas& canvas() { return *canvas_; }
    wxListBox& stackList() { return *stack_; }
    wxString status() const { return status_->GetLabel(); }

    // Called with a unit's side and code when the user picks its counter (the frame selects it
    // in the campaign tree).
    void onUnitPicked(std::function<void(const std::string&, const std::string&)> picked) {
        picked_ = std::move(picked);
    }
    // The codes of the counters picked as attackers (a battle is planned from them).
    std::vector<std::string> selectedCodes() const;

    // What the mouse does on the canvas, as the tests drive it too.
    void click(const MapClick& click);
    void moveUnit(std::int64_t unit, model::Hex to);
    void paintTerrain(const std::vector<model::Hex>& hexes, const std::string& terrain);
    void toggleHexside(model::Hex hex, model::HexDirection side, model::HexsideFeature feature);
    void cycleStation(model::Hex hex);
    // Opens Battle → Plan on `hex` with the attackers picked.
    void planBattle(model::Hex hex);
    void chooseTool(MapTool tool);
    // The terrain and the hexside feature the tools paint and draw.
    std::string terrainChosen() const;
    model::HexsideFeature featureChosen() const;

private:
    wxSizer* buildTools();
    void listHex();
    void showStatus();
    void contextMenu(model::Hex hex, wxPoint point);
    const model::MapCounter* counter(std::int64_t unit, std::size_t* side = nullptr) const;
    // Whether a stack of `side` is what the attackers picked would attack (another side's).
    bool targetOfAttackers(std::size_t side) const;
    void prepareCanvas();

    CampaignActions& actions_;
    model::SituationMap map_;
    std::vector<std::int64_t> selected_;  // the attackers, in the order picked
    std::vector<std::optional<std::int64_t>> listed_;  // the unit on each line of the list
    MapCanvas* canvas_;
    wxChoice* tool_;
    wxChoice* terrain_;
    wxChoice* feature_;
    wxButton* plan_;
    wxListBox* stack_;
    wxStaticText* status_;
    std::function<void(const std::string&, const std::string&)> picked_;
};

}  // namespace tachanka::gui
