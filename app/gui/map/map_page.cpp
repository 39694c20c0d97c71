#include "app/gui/map/map_page.hpp"

#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/wrapsizer.h>

#include <algorithm>

#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/map/map_style.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

using model::Hex;

constexpr double zoomStep = 1.25;

std::string counterLine(const model::MapCounter& counter, const std::string& side) {
    std::string line = counter.code + " (" + side + ") " + std::to_string(counter.steps) + "/" +
                       std::to_string(counter.stepsMax) + " · " +
                       std::string(model::unitModeName(counter.mode));
    if (counter.unsupplied) line += " · out of supply";
    if (counter.outOfCommand) line += " · out of command";
    return line;
}

wxButton* smallButton(wxWindow* parent, const char* name, const wxString& label,
                      const wxString& tip) {
    auto* button = new wxButton(parent, wxID_ANY, label, wxDefaultPosition, wxDefaultSize,
                                wxBU_EXACTFIT);
    button->SetName(name);
    button->SetToolTip(tip);
    return button;
}

}  // namespace

MapPage::MapPage(wxWindow* parent, CampaignActions& actions)
    : wxPanel(parent), actions_(actions) {
    canvas_ = new MapCanvas(this);
    stack_ = new wxListBox(this, wxID_ANY, wxDefaultPosition, wxSize(220, -1));
    stack_->SetName("map-stack");
    // A unit chosen in the list is shown in the tree, as one clicked on the map.
    stack_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& event) {
        const auto line = static_cast<std::size_t>(std::max(0, event.GetSelection()));
        std::size_t side = 0;
        const auto* chosen = line < listed_.size() && listed_[line]
                                 ? counter(*listed_[line], &side)
                                 : nullptr;
        if (chosen && picked_) picked_(map_.sides.at(side), chosen->code);
    });
    status_ = new wxStaticText(this, wxID_ANY, "");
    status_->SetName("map-status");
    auto* body = new wxBoxSizer(wxHORIZONTAL);
    body->Add(canvas_, 1, wxEXPAND);
    body->Add(stack_, 0, wxEXPAND | wxLEFT, 6);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(buildTools(), 0, wxEXPAND | wxALL, 6);
    sizer->Add(status_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    sizer->Add(body, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, 6);
    SetSizer(sizer);
    prepareCanvas();
}

wxSizer* MapPage::buildTools() {
    tool_ = new wxChoice(this, wxID_ANY);
    tool_->SetName("map-tool");
    tool_->Append(utf8("Move units"));
    tool_->Append(utf8("Paint terrain"));
    tool_->Append(utf8("Draw or erase hexsides"));
    tool_->Append(utf8("Mark stations"));
    tool_->SetSelection(0);
    terrain_ = new wxChoice(this, wxID_ANY);
    terrain_->SetName("map-terrain");
    for (const auto terrain : paintableTerrains) terrain_->Append(utf8(std::string(terrain)));
    // Forest first: every hex starts clear, and "clear" is the palette's eraser.
    terrain_->SetStringSelection("forest");
    feature_ = new wxChoice(this, wxID_ANY);
    feature_->SetName("map-feature");
    for (const auto& feature : model::hexsideFeatureNames) {
        feature_->Append(utf8(std::string(feature.name)));
    }
    feature_->SetSelection(0);
    plan_ = new wxButton(this, wxID_ANY, utf8("Plan battle on hex…"));
    plan_->SetName("map-plan");
    plan_->SetToolTip(utf8("Plan an attack by the counters Ctrl-clicked on the hex chosen"));
    auto* zoomOut = smallButton(this, "map-zoom-out", utf8("−"), "Zoom out (-)");
    auto* zoomIn = smallButton(this, "map-zoom-in", "+", "Zoom in (+)");
    auto* fit = smallButton(this, "map-fit", "Whole map", "The whole map in the window (0)");

    tool_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        chooseTool(static_cast<MapTool>(std::max(0, tool_->GetSelection())));
    });
    terrain_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { chooseTool(MapTool::PaintTerrain); });
    feature_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { chooseTool(MapTool::DrawHexside); });
    plan_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const auto hex = canvas_->marks().chosenHex) planBattle(*hex);
    });
    zoomOut->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { canvas_->zoomBy(1 / zoomStep); });
    zoomIn->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { canvas_->zoomBy(zoomStep); });
    fit->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { canvas_->fit(); });

    auto* bar = new wxWrapSizer(wxHORIZONTAL);
    for (wxWindow* control : std::initializer_list<wxWindow*>{
             tool_, terrain_, feature_, plan_, zoomOut, zoomIn, fit}) {
        bar->Add(control, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, 6);
    }
    return bar;
}

void MapPage::prepareCanvas() {
    canvas_->setOpeningScale(rememberedMapZoom());
    canvas_->onZoom([](double scale) { rememberMapZoom(scale); });
    canvas_->onClick([this](const MapClick& click) { this->click(click); });
    canvas_->onDrop([this](std::int64_t unit, Hex to) { moveUnit(unit, to); });
    canvas_->onStroke([this](const std::vector<Hex>& hexes) {
        paintTerrain(hexes, terrainChosen());
    });
    canvas_->onHexside([this](Hex hex, model::HexDirection side) {
        toggleHexside(hex, side, featureChosen());
    });
    canvas_->onStation([this](Hex hex) { cycleStation(hex); });
    canvas_->onContextMenu([this](Hex hex, wxPoint point) { contextMenu(hex, point); });
}

void MapPage::show(const std::filesystem::path& file) {
    map_ = core::situationMap(file);
    // Attackers no longer on the map (eliminated, captured) are no longer picked.
    std::erase_if(selected_, [this](std::int64_t unit) { return counter(unit) == nullptr; });
    canvas_->marks().selectedUnits = {selected_.begin(), selected_.end()};
    canvas_->show(map_);
    listHex();
    showStatus();
}

const model::MapCounter* MapPage::counter(std::int64_t unit, std::size_t* side) const {
    for (const auto& stack : map_.stacks) {
        for (const auto& counter : stack.counters) {
            if (counter.unitId != unit) continue;
            if (side != nullptr) *side = stack.side;
            return &counter;
        }
    }
    return nullptr;
}

std::vector<std::string> MapPage::selectedCodes() const {
    std::vector<std::string> codes;
    for (const auto unit : selected_) {
        if (const auto* picked = counter(unit)) codes.push_back(picked->code);
    }
    return codes;
}

bool MapPage::targetOfAttackers(std::size_t side) const {
    std::size_t attackers = 0;
    return !selected_.empty() && counter(selected_.front(), &attackers) && attackers != side;
}

// A plain click picks the counter under the mouse alone, or keeps the attackers when it
// lands on a hex of another side (the target); Ctrl or Shift adds or takes one counter.
void MapPage::click(const MapClick& click) {
    auto& marks = canvas_->marks();
    if (!map_.grid.contains(click.hex)) {
        marks.chosenHex.reset();
    } else {
        marks.chosenHex = click.hex;
    }
    std::size_t side = 0;
    const auto* picked = click.unit ? counter(*click.unit, &side) : nullptr;
    if (click.toggle && picked) {
        const auto found = std::find(selected_.begin(), selected_.end(), picked->unitId);
        if (found == selected_.end()) {
            selected_.push_back(picked->unitId);
        } else {
            selected_.erase(found);
        }
    } else if (picked) {
        if (!targetOfAttackers(side)) selected_ = {picked->unitId};
    } else if (!click.toggle) {
        const auto* stack = map_.stackAt(click.hex);
        if (stack == nullptr || !targetOfAttackers(stack->side)) selected_.clear();
    }
    marks.selectedUnits = {selected_.begin(), selected_.end()};
    if (picked && picked_) picked_(map_.sides.at(side), picked->code);
    listHex();
    showStatus();
    canvas_->Refresh();
}

// The stacks in the chosen hex, one counter a line, with what else is there.
void MapPage::listHex() {
    stack_->Clear();
    listed_.clear();
    const auto add = [this](const std::string& line, std::optional<std::int64_t> unit) {
        stack_->Append(utf8(line));
        listed_.push_back(unit);
    };
    const auto hex = canvas_->marks().chosenHex;
    if (!hex) {
        add("Click a hex to list it here.", std::nullopt);
        return;
    }
    std::string title = hex->label();
    for (const auto& place : map_.places) {
        if (place.hex == *hex) title += " " + place.name + (place.victory ? " (victory)" : "");
    }
    for (const auto& painted : map_.terrain) {
        if (painted.hex == *hex) title += " · " + painted.terrain;
    }
    add(title, std::nullopt);
    for (const auto& stack : map_.stacks) {
        if (stack.hex != *hex) continue;
        for (const auto& counter : stack.counters) {
            add(counterLine(counter, map_.sides.at(stack.side)), counter.unitId);
        }
    }
    for (const auto& depot : map_.depots) {
        if (depot.hex != *hex) continue;
        add(map_.sides.at(depot.side) + " depot: " + std::to_string(depot.munitions) +
                " munitions, supply range " + std::to_string(depot.supplyRange) + " MP",
            std::nullopt);
    }
    for (const auto& battle : map_.battles) {
        if (battle.hex == *hex) add("Battle today (" + battle.state + ")", std::nullopt);
    }
}

void MapPage::showStatus() {
    std::string line;
    const auto codes = selectedCodes();
    if (!codes.empty()) {
        line = "Attackers: ";
        for (std::size_t i = 0; i < codes.size(); ++i) line += (i ? ", " : "") + codes[i];
        line += ". ";
    }
    const auto hex = canvas_->marks().chosenHex;
    if (hex) line += "Hex " + hex->label() + ". ";
    if (map_.terrainProvisional) {
        line += "The terrain layer is empty (provisional): moves are checked without terrain. ";
    }
    if (line.empty()) {
        line = "Drag a counter to move it; Ctrl-click counters to pick attackers, then a hex "
               "to attack. Wheel or +/− zoom, right-drag pans.";
    }
    status_->SetLabel(utf8(line));
    plan_->Enable(!codes.empty() && hex.has_value());
}

void MapPage::moveUnit(std::int64_t unit, Hex to) {
    std::size_t side = 0;
    const auto* moving = counter(unit, &side);
    if (moving == nullptr) return;
    core::UnitChangeRequest request;
    request.code = moving->code;
    request.side = map_.sides.at(side);
    actions_.onCampaign([&](const std::filesystem::path& file) {
        core::UnitChangeResult result;
        try {
            // Only hexes the map numbers can be named; anything else is off every map.
            if (to.column < 0 || to.row < 0 || to.column > 99 || to.row > 99) {
                throw core::UserError(moving->code + " cannot move off the map");
            }
            request.hex = to.label();
            result = core::recordUnitChange(file, request);
        } catch (const core::UserError& refusal) {
            // Nothing was written: the counter is drawn back on its hex, and the rule that
            // refused the move is the status bar's line, never a box over the map.
            canvas_->Refresh();
            actions_.refused(refusal.what());
            return;
        }
        std::vector<std::string> outcome{result.side + " " + result.unit.code + " moved to " +
                                         to.label()};
        outcome.insert(outcome.end(), result.changes.begin(), result.changes.end());
        actions_.changed(outcome);
    }, ChoiceRestsOn::Turn);
}

void MapPage::paintTerrain(const std::vector<Hex>& hexes, const std::string& terrain) {
    actions_.onCampaign([&](const std::filesystem::path& file) {
        core::TerrainPaint paint;
        for (const auto& hex : hexes) paint.hexes.push_back(hex.label());
        paint.terrain = terrain;
        actions_.changed({core::paintTerrain(file, paint)});
    }, ChoiceRestsOn::Turn);
}

void MapPage::toggleHexside(Hex hex, model::HexDirection side, model::HexsideFeature feature) {
    const Hex across = model::neighbourToward(hex, side);
    const bool drawn = std::any_of(map_.hexsides.begin(), map_.hexsides.end(), [&](const auto& s) {
        return s.feature == feature &&
               ((s.a == hex && s.b == across) || (s.a == across && s.b == hex));
    });
    actions_.onCampaign([&](const std::filesystem::path& file) {
        core::HexsideDrawing drawing;
        drawing.hex = hex.label();
        drawing.side = std::string(model::hexDirectionName(side));
        drawing.feature = std::string(model::hexsideFeatureNames.at(std::size_t(feature)).name);
        drawing.remove = drawn;
        actions_.changed({core::drawHexside(file, drawing)});
    }, ChoiceRestsOn::Turn);
}

// A click goes round: no station, a station, one of the double-tracked line, none again.
void MapPage::cycleStation(Hex hex) {
    auto now = model::Station::None;
    for (const auto& [at, station] : map_.stations) {
        if (at == hex) now = station;
    }
    const auto next = now == model::Station::None      ? model::Station::Station
                      : now == model::Station::Station ? model::Station::DoubleTrack
                                                       : model::Station::None;
    actions_.onCampaign([&](const std::filesystem::path& file) {
        actions_.changed({core::markStation(
            file, {hex.label(), std::string(model::nameOf(model::stationNames, next))})});
    }, ChoiceRestsOn::Turn);
}

void MapPage::planBattle(Hex hex) {
    canvas_->marks().chosenHex = hex;
    actions_.battles().plan(hex.label());
}

void MapPage::contextMenu(Hex hex, wxPoint point) {
    if (!map_.grid.contains(hex)) return;
    wxMenu menu;
    const auto codes = selectedCodes();
    wxString planLabel = utf8("Plan battle on " + hex.label() + "…");
    const int plan = wxWindow::NewControlId();
    menu.Append(plan, planLabel)->Enable(!codes.empty());
    const int clear = wxWindow::NewControlId();
    menu.Append(clear, "Clear the attackers")->Enable(!codes.empty());
    menu.Bind(wxEVT_MENU, [this, hex](wxCommandEvent&) { planBattle(hex); }, plan);
    menu.Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        selected_.clear();
        canvas_->marks().selectedUnits.clear();
        showStatus();
        canvas_->Refresh();
    }, clear);
    canvas_->PopupMenu(&menu, point);
}

void MapPage::chooseTool(MapTool tool) {
    tool_->SetSelection(static_cast<int>(tool));
    canvas_->setTool(tool);
    canvas_->marks().strokeTerrain = terrainChosen();
}

std::string MapPage::terrainChosen() const {
    return std::string(paintableTerrains.at(std::size_t(std::max(0, terrain_->GetSelection()))));
}

model::HexsideFeature MapPage::featureChosen() const {
    return model::hexsideFeatureNames.at(std::size_t(std::max(0, feature_->GetSelection())))
        .value;
}

}  // namespace tachanka::gui
