#include "app/gui/ledger_page.hpp"

#include "app/gui/column_fit.hpp"
#include "app/gui/filter_choice.hpp"
#include "app/gui/ledger_list.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// A unit filter's value: its side, this, and its code.
constexpr char unitSeparator = '\n';

}  // namespace

LedgerPage::LedgerPage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    side_ = new FilterChoice(this, "ledger-side", "All sides");
    unit_ = new FilterChoice(this, "ledger-unit", "All units");
    kind_ = new FilterChoice(this, "ledger-kind", "All kinds");
    day_ = new FilterChoice(this, "ledger-day", "All days");
    count_ = new wxStaticText(this, wxID_ANY, "");
    table_ = new LedgerList(this);
    whole_ = new RowWhole(this, "ledger-whole");

    layoutFilteredTable(*this, {side_, unit_, kind_, day_, count_}, *table_, whole_);
    table_->Bind(wxEVT_DATAVIEW_SELECTION_CHANGED, [this](wxDataViewEvent& event) {
        event.Skip();
        showWhole();
    });

    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        listUnits();
        refresh();
    });
    for (FilterChoice* choice : {unit_, kind_, day_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    }
}

void LedgerPage::show(core::OpenCampaign& campaign) {
    campaign_ = &campaign;
    const auto& shown = campaign.campaign();
    reportingErrors(window_, [&] {
        std::vector<FilterValue> sides;
        for (const auto& side : shown.sides) sides.push_back({side.name, utf8(side.name)});
        side_->setValues(sides);
        listUnits();
        std::vector<FilterValue> kindValues;
        for (const auto& kind : campaign.ledgerKinds()) kindValues.push_back({kind, utf8(kind)});
        kind_->setValues(kindValues);
        std::vector<FilterValue> days;
        for (auto day = shown.startDate; day <= shown.date; day = day.nextDay()) {
            days.push_back({day.iso(), utf8("Day " +
                                            std::to_string(day.turnNumberFrom(shown.startDate)) +
                                            " · " + day.longForm())});
        }
        day_->setValues(days);
    });
    refresh();
}

// The units of the chosen side (every side's when none is), by their counter codes.
void LedgerPage::listUnits() {
    if (campaign_ == nullptr) return;
    std::vector<FilterValue> units;
    for (const auto& side : campaign_->campaign().sides) {
        if (side_->value() && *side_->value() != side.name) continue;
        for (const model::Unit* unit : side.units()) {
            units.push_back({side.name + unitSeparator + unit->code,
                             utf8(unit->code + " (" + side.name + ")")});
        }
    }
    unit_->setValues(units);
}

core::LedgerQuery LedgerPage::query() const {
    core::LedgerQuery query;
    query.side = side_->value();
    if (const auto unit = unit_->value()) {
        // Both sides may use a code: the unit's side settles which is meant.
        const auto separator = unit->find(unitSeparator);
        query.side = unit->substr(0, separator);
        query.unit = unit->substr(separator + 1);
    }
    query.kind = kind_->value();
    query.date = day_->value();
    return query;
}

// Even a list that draws only the rows in view costs a little for each row it holds (GTK keeps
// a node a row): half a million rows took a third of a second to show.
constexpr int mostRowsShown = 100'000;

void LedgerPage::refresh() {
    if (campaign_ == nullptr) return;
    reportingErrors(window_, [&] {
        auto asked = query();
        asked.limit = mostRowsShown + 1;
        auto ids = campaign_->ledgerIds(asked);  // the newest first
        const bool older = ids.size() > static_cast<std::size_t>(mostRowsShown);
        if (older) ids.pop_back();
        table_->show(*campaign_, std::move(ids));
        const auto rows = table_->rowCount();
        count_->SetLabel(older ? wxString::Format("the newest %zu changes: a day, side, unit or "
                                                  "kind shows the older ones",
                                                  rows)
                               : wxString::Format(rows == 1 ? "%zu change" : "%zu changes", rows));
        showWhole();
        Layout();
    });
}

void LedgerPage::showWhole() {
    const auto row = table_->selectedRow();
    whole_->show(row ? table_->wholeText(*row) : wxString());
}

void LedgerPage::showDay(const std::string& date) {
    for (FilterChoice* choice : {side_, unit_, kind_}) choice->choose(std::nullopt);
    listUnits();
    day_->choose(date);
    refresh();
}

}  // namespace tachanka::gui
