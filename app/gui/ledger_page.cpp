#include "app/gui/ledger_page.hpp"

#include <set>

#include "app/gui/filter_choice.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// A unit filter's value: its side, this, and its code.
constexpr char unitSeparator = '\n';

TableRow ledgerRow(const db::LedgerEntry& entry, const model::Campaign& campaign) {
    wxString day = utf8(entry.date);
    std::optional<double> dayNumber;
    try {
        const auto date = model::GameDate::parseIso(entry.date);
        const int number = date.turnNumberFrom(campaign.startDate);
        day = shortDate(date) + wxString::Format(" (day %d)", number);
        dayNumber = number;
    } catch (const std::invalid_argument&) {
        // A row of an old file without a proper date shows the text it has.
    }
    return {{{day, dayNumber},
             {utf8(entry.phase)},
             {utf8(entry.side.value_or(""))},
             {utf8(entry.kind)},
             {utf8(entry.unitCode.value_or(""))},
             {wxString::Format("%lld", static_cast<long long>(entry.amount)),
              static_cast<double>(entry.amount)},
             {utf8(entry.note)},
             {utf8(core::ledgerChangeText(entry))},
             {utf8(entry.officerName.value_or(""))},
             {wxString::Format("%lld", static_cast<long long>(entry.actionId)),
              static_cast<double>(entry.actionId)}}};
}

}  // namespace

LedgerPage::LedgerPage(wxWindow* parent, CampaignWindow& window)
    : wxPanel(parent), window_(window) {
    side_ = new FilterChoice(this, "ledger-side", "All sides");
    unit_ = new FilterChoice(this, "ledger-unit", "All units");
    kind_ = new FilterChoice(this, "ledger-kind", "All kinds");
    day_ = new FilterChoice(this, "ledger-day", "All days");
    count_ = new wxStaticText(this, wxID_ANY, "");
    table_ = new TableView(this, "ledger-table",
                           {{"Day"},
                            {"Phase"},
                            {"Side"},
                            {"Kind"},
                            {"Unit"},
                            {"Amount", wxALIGN_RIGHT},
                            {"Reason", wxALIGN_LEFT, 420},
                            {"Change", wxALIGN_LEFT, 360},
                            {"Officer", wxALIGN_LEFT, 220},
                            {"Action", wxALIGN_RIGHT}});

    layoutFilteredTable(*this, {side_, unit_, kind_, day_, count_}, *table_);

    side_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        listUnits();
        refresh();
    });
    for (FilterChoice* choice : {unit_, kind_, day_}) {
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refresh(); });
    }
}

void LedgerPage::show(const std::filesystem::path& file, const model::Campaign& campaign) {
    file_ = file;
    campaign_ = campaign;
    reportingErrors(window_, [&] {
        std::vector<FilterValue> sides;
        for (const auto& side : campaign.sides) sides.push_back({side.name, utf8(side.name)});
        side_->setValues(sides);
        listUnits();
        std::set<std::string> kinds;
        for (const auto& entry : core::listLedger(file, {})) kinds.insert(entry.kind);
        std::vector<FilterValue> kindValues;
        for (const auto& kind : kinds) kindValues.push_back({kind, utf8(kind)});
        kind_->setValues(kindValues);
        std::vector<FilterValue> days;
        for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
            days.push_back({day.iso(), utf8("Day " +
                                            std::to_string(day.turnNumberFrom(campaign.startDate)) +
                                            " · " + day.longForm())});
        }
        day_->setValues(days);
    });
    refresh();
}

// The units of the chosen side (every side's when none is), by their counter codes.
void LedgerPage::listUnits() {
    std::vector<FilterValue> units;
    for (const auto& side : campaign_.sides) {
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

void LedgerPage::refresh() {
    if (file_.empty()) return;
    reportingErrors(window_, [&] {
        const auto entries = core::listLedger(file_, query());
        std::vector<TableRow> rows;
        rows.reserve(entries.size());
        for (auto entry = entries.rbegin(); entry != entries.rend(); ++entry) {
            rows.push_back(ledgerRow(*entry, campaign_));
        }
        count_->SetLabel(wxString::Format(rows.size() == 1 ? "%zu change" : "%zu changes",
                                          rows.size()));
        table_->setRows(std::move(rows));
        Layout();
    });
}

void LedgerPage::showDay(const std::string& date) {
    for (FilterChoice* choice : {side_, unit_, kind_}) choice->choose(std::nullopt);
    listUnits();
    day_->choose(date);
    refresh();
}

}  // namespace tachanka::gui
