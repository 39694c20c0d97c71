#include "app/gui/units_page.hpp"

#include <array>
#include <map>

#include "app/gui/column_fit.hpp"
#include "app/gui/filter_choice.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// The unit's state first, where a page narrower than every column still shows it.
enum Column { Code, Name, Steps, Quality, State, Hex, Kind, Side, Formation };

constexpr std::array unitKinds{model::UnitKind::Infantry,      model::UnitKind::Cavalry,
                               model::UnitKind::Artillery,     model::UnitKind::ArmouredTrain,
                               model::UnitKind::ArmouredCar,   model::UnitKind::Tank};

std::vector<TableColumn> unitColumns() {
    // At 1280×800 the page is about 900 px wide: the kind (the name mostly says it) and the
    // formation (the tree says it) are in the line under the table for the unit selected, and
    // columns when asked for from the headings' right-click menu.
    return {{"Code"},
            {"Name", wxALIGN_LEFT, 280, true},  // "1st Division Reserve Battalion (Orël)"
            {"Steps", wxALIGN_RIGHT},
            {"TQ", wxALIGN_RIGHT},
            {"State"},
            {"Hex"},
            {"Kind", wxALIGN_LEFT, 320, false, false},
            {"Side"},
            {"Formation", wxALIGN_LEFT, 280, true, false}};
}

// A unit in play by its mode and what is wrong with it ("combat · unsupplied"); one that is
// not by its fate ("arrives 18 Oct", "eliminated"): it has no mode, supply or command.
wxString stateText(const model::Unit& unit) {
    if (unit.fate == model::UnitFate::Pending && unit.arrival) {
        return "arrives " + shortDate(unit.arrival->date);
    }
    if (!unit.inPlay()) return utf8(std::string(model::unitFateName(unit.fate)));
    wxString state = utf8(std::string(model::unitModeName(unit.mode)));
    if (unit.unsupplied) state += utf8(" · unsupplied");
    if (unit.outOfCommand) state += utf8(" · out of command");
    return state;
}

std::optional<wxColour> rowColour(const model::Unit& unit) {
    if (unit.lost()) return wxColour(128, 128, 128);
    if (unit.fate == model::UnitFate::Pending) return wxColour(40, 80, 150);
    if (unit.unsupplied || unit.outOfCommand || unit.mode == model::UnitMode::Routed) {
        return wxColour(170, 30, 30);
    }
    return std::nullopt;
}

TableRow unitRow(const core::UnitLine& line) {
    const auto& unit = line.unit;
    const wxString hex =
        unit.hex ? utf8(unit.hex->label()) : wxString(unit.offMap ? "off map" : "");
    std::optional<double> hexKey;
    if (unit.hex) hexKey = unit.hex->column * 100.0 + unit.hex->row;
    return {{{utf8(unit.code)},
             {utf8(unit.name)},
             // By the steps it has, then by the steps it had.
             {wxString::Format("%d/%d", unit.stepsRemaining(), unit.stepsMax),
              unit.stepsRemaining() + unit.stepsMax / 100.0},
             // A −1Q sorts just below the same TQ without it.
             {utf8(core::troopQualityText(unit)),
              unit.troopQuality - (unit.recruitsMarker ? 0.5 : 0.0)},
             {stateText(unit)},
             {hex, hexKey},
             {utf8(std::string(model::unitKindName(unit.kind)))},
             {utf8(line.side)},
             {utf8(line.formation)}},
            rowColour(unit)};
}

// What the search box matches: the counter's code or the unit's name, any case, any script.
bool matches(const core::UnitLine& line, const wxString& search) {
    if (search.empty()) return true;
    const wxString wanted = searchable(search);
    return searchable(utf8(line.unit.code)).Contains(wanted) ||
           searchable(utf8(line.unit.name)).Contains(wanted);
}

}  // namespace

UnitsPage::UnitsPage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    side_ = new FilterChoice(this, "units-side", "All sides");
    formation_ = new FilterChoice(this, "units-formation", "All formations");
    kind_ = new FilterChoice(this, "units-kind", "All kinds");
    std::vector<FilterValue> kinds;
    for (const auto kind : unitKinds) {
        const std::string name(model::unitKindName(kind));
        kinds.push_back({name, utf8(name)});
    }
    kind_->setValues(kinds);
    fate_ = new FilterChoice(this, "units-fate", "In play and to come");
    fate_->setValues({{"all", "Every unit"},
                      {"active", "In play"},
                      {"pending", "Still to come"},
                      {"eliminated", "Eliminated"},
                      {"captured", "Captured"}});
    search_ = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(180, -1));
    search_->SetName("units-search");
    search_->SetDescriptiveText("Code or name");
    unsupplied_ = new wxCheckBox(this, wxID_ANY, "Unsupplied");
    unsupplied_->SetName("units-unsupplied");
    outOfCommand_ = new wxCheckBox(this, wxID_ANY, "Out of command");
    outOfCommand_->SetName("units-out-of-command");
    count_ = new wxStaticText(this, wxID_ANY, "");
    table_ = new TableView(this, "units-table", unitColumns(), true);
    whole_ = new RowWhole(this, "units-whole");

    layoutFilteredTable(
        *this, {side_, formation_, kind_, fate_, search_, unsupplied_, outOfCommand_, count_},
        *table_, whole_);
    table_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent& event) {
        event.Skip();
        showWhole();
    });

    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        listFormations();
        refresh();
    });
    for (FilterChoice* choice : {formation_, kind_, fate_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    }
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refresh(); });
    for (wxCheckBox* box : {unsupplied_, outOfCommand_}) {
        box->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { refresh(); });
    }
}

void UnitsPage::show(const std::filesystem::path& file, const model::Campaign& campaign) {
    file_ = file;
    campaign_ = campaign;
    std::vector<FilterValue> sides;
    for (const auto& side : campaign.sides) sides.push_back({side.name, utf8(side.name)});
    side_->setValues(sides);
    listFormations();
    refresh();
}

// The chosen side's formations (every side's when none is chosen), each indented under the
// formation it belongs to.
void UnitsPage::listFormations() {
    std::vector<FilterValue> formations;
    for (const auto& side : campaign_.sides) {
        if (side_->value() && *side_->value() != side.name) continue;
        std::map<std::int64_t, int> depth;
        for (const auto& formation : side.formations) {
            const int level = formation.parentId ? depth[*formation.parentId] + 1 : 0;
            depth[formation.id] = level;
            formations.push_back(
                {formation.name, wxString(' ', 3 * static_cast<std::size_t>(level)) +
                                     utf8(formation.name)});
        }
    }
    formation_->setValues(formations);
}

core::UnitFilter UnitsPage::filter() const {
    core::UnitFilter filter;
    filter.side = side_->value();
    filter.formation = formation_->value();
    filter.kind = kind_->value();
    filter.fate = fate_->value();
    filter.unsupplied = unsupplied_->GetValue();
    filter.outOfCommand = outOfCommand_->GetValue();
    return filter;
}

void UnitsPage::refresh() {
    if (file_.empty()) return;
    reportingErrors(window_, [&] {
        const wxString search = search_->GetValue();
        std::vector<TableRow> rows;
        for (const auto& line : core::listUnits(file_, filter())) {
            if (matches(line, search)) rows.push_back(unitRow(line));
        }
        count_->SetLabel(wxString::Format(rows.size() == 1 ? "%zu unit" : "%zu units",
                                          rows.size()));
        table_->setRows(std::move(rows));
        showWhole();
        Layout();
    });
}

void UnitsPage::showWhole() {
    const auto row = table_->selectedRow();
    whole_->show(row ? table_->wholeText(*row) : wxString());
}

std::optional<std::size_t> UnitsPage::rowOf(const std::string& side,
                                            const std::string& code) const {
    for (std::size_t i = 0; i < table_->rowCount(); ++i) {
        const auto& cells = table_->row(i).cells;
        if (cells[Code].text == utf8(code) && cells[Side].text == utf8(side)) return i;
    }
    return std::nullopt;
}

void UnitsPage::clearFilters() {
    for (FilterChoice* choice : {side_, kind_, fate_}) choice->choose(std::nullopt);
    listFormations();
    formation_->choose(std::nullopt);
    search_->ChangeValue("");
    unsupplied_->SetValue(false);
    outOfCommand_->SetValue(false);
    refresh();
}

void UnitsPage::selectUnit(const std::string& side, const std::string& code) {
    auto row = rowOf(side, code);
    if (!row) {
        clearFilters();
        row = rowOf(side, code);
    }
    if (!row) {  // a unit lost shows only among every unit
        fate_->choose("all");
        refresh();
        row = rowOf(side, code);
    }
    if (row) table_->selectRow(*row);
    showWhole();
}

std::vector<std::string> UnitsPage::selectedCodes() const {
    std::vector<std::string> codes;
    for (const std::size_t row : table_->selectedRows()) {
        codes.push_back(table_->row(row).cells[Code].text.utf8_string());
    }
    return codes;
}

void UnitsPage::showFormation(const std::string& side, const std::string& formation) {
    side_->choose(side);
    listFormations();
    formation_->choose(formation.empty() ? std::nullopt : std::optional(formation));
    search_->ChangeValue("");
    refresh();
}

}  // namespace tachanka::gui
