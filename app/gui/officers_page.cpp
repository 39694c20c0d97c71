#include "app/gui/officers_page.hpp"

#include <algorithm>

#include "app/gui/filter_choice.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

template <typename Names>
std::vector<FilterValue> namedValues(const Names& names) {
    std::vector<FilterValue> values;
    for (const auto& each : names) {
        const std::string name(each.name);
        values.push_back({name, utf8(name)});
    }
    return values;
}

TableRow officerRow(const core::OfficerView& officer) {
    std::optional<double> bonus;
    if (officer.moraleBonus) bonus = *officer.moraleBonus;
    const bool serving = officer.fate == model::OfficerFate::Serving;
    return {{{utf8(officer.name), {}},
             {officer.token.empty() ? wxString("none") : utf8(officer.token), bonus},
             {utf8(std::string(model::officerFateName(officer.fate))), {}},
             {utf8(std::string(model::officerRankName(officer.rank))), {}},
             {utf8(officer.unit), {}},
             {utf8(officer.side), {}},
             {utf8(officer.formation), {}}},
            serving ? std::nullopt : std::optional(wxColour(128, 128, 128))};
}

bool matches(const core::OfficerView& officer, const wxString& search) {
    if (search.empty()) return true;
    const wxString wanted = searchable(search);
    return searchable(utf8(officer.name)).Contains(wanted) ||
           searchable(utf8(officer.unit)).Contains(wanted) ||
           searchable(utf8(officer.formation)).Contains(wanted);
}

}  // namespace

OfficersPage::OfficersPage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    side_ = new FilterChoice(this, "officers-side", "All sides");
    rank_ = new FilterChoice(this, "officers-rank", "Every rank");
    rank_->setValues(namedValues(model::officerRankNames));
    fate_ = new FilterChoice(this, "officers-fate", "Every fate");
    fate_->setValues(namedValues(model::officerFateNames));
    search_ = new wxSearchCtrl(this, wxID_ANY, "", wxDefaultPosition, wxSize(200, -1));
    search_->SetName("officers-search");
    search_->SetDescriptiveText("Name, unit or formation");
    count_ = new wxStaticText(this, wxID_ANY, "");
    table_ = new TableView(this, "officers-table",
                           {{"Name", wxALIGN_LEFT, 300},
                            {"Token"},
                            {"Fate"},
                            {"Rank"},
                            {"Unit"},
                            {"Side"},
                            {"Formation", wxALIGN_LEFT, 280}});

    layoutFilteredTable(*this, {side_, rank_, fate_, search_, count_}, *table_);

    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    for (FilterChoice* choice : {rank_, fate_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showRows(); });
    }
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { showRows(); });
}

void OfficersPage::show(const std::filesystem::path& file, const model::Campaign& campaign) {
    file_ = file;
    std::vector<FilterValue> sides;
    for (const auto& side : campaign.sides) sides.push_back({side.name, utf8(side.name)});
    side_->setValues(sides);
    refresh();
}

void OfficersPage::refresh() {
    if (file_.empty()) return;
    reportingErrors(window_, [&] {
        officers_ = core::listOfficers(file_, side_->value());
        showRows();
    });
}

// Rank, fate and the search narrow the side's officers as listed.
void OfficersPage::showRows() {
    const auto rank = rank_->value();
    const auto fate = fate_->value();
    const wxString search = search_->GetValue();
    std::vector<TableRow> rows;
    shown_.clear();
    for (const auto& officer : officers_) {
        if (rank && *rank != model::officerRankName(officer.rank)) continue;
        if (fate && *fate != model::officerFateName(officer.fate)) continue;
        if (!matches(officer, search)) continue;
        rows.push_back(officerRow(officer));
        shown_.push_back(officer.id);
    }
    count_->SetLabel(wxString::Format(rows.size() == 1 ? "%zu officer" : "%zu officers",
                                      rows.size()));
    table_->setRows(std::move(rows));
    Layout();
}

void OfficersPage::selectOfficer(std::int64_t id) {
    auto found = std::find(shown_.begin(), shown_.end(), id);
    if (found == shown_.end()) {
        for (FilterChoice* choice : {side_, rank_, fate_}) choice->choose(std::nullopt);
        search_->ChangeValue("");
        refresh();
        found = std::find(shown_.begin(), shown_.end(), id);
    }
    if (found != shown_.end()) {
        table_->selectRow(static_cast<std::size_t>(found - shown_.begin()));
    }
}

}  // namespace tachanka::gui
