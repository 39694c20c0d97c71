#include "app/gui/ledger_list.hpp"

#include <algorithm>
#include <span>

#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

constexpr std::size_t pageSize = 64;     // about two screens of rows
constexpr std::size_t pagesKept = 64;    // a few thousand rows' text, a few hundred kB

// The headings, with the width a column is drawn at (a virtual list is never measured whole).
struct Heading {
    const char* title;
    int width;
    wxListColumnFormat format = wxLIST_FORMAT_LEFT;
};
constexpr std::array<Heading, LedgerList::columnCount> headings{{
    {"Day", 130},
    {"Phase", 100},
    {"Side", 80},
    {"Kind", 140},
    {"Unit", 80},
    {"Amount", 70, wxLIST_FORMAT_RIGHT},
    {"Reason", 360},
    {"Change", 300},
    {"Officer", 160},
    {"Action", 70, wxLIST_FORMAT_RIGHT},
}};

LedgerList::Cells entryCells(const db::LedgerEntry& entry, const model::Campaign& campaign) {
    wxString day = utf8(entry.date);
    try {
        const auto date = model::GameDate::parseIso(entry.date);
        day = shortDate(date) +
              wxString::Format(" (day %d)", date.turnNumberFrom(campaign.startDate));
    } catch (const std::invalid_argument&) {
        // A row of an old file without a proper date shows the text it has.
    }
    return {day,
            utf8(entry.phase),
            utf8(entry.side.value_or("")),
            utf8(entry.kind),
            utf8(entry.unitCode.value_or("")),
            wxString::Format("%lld", static_cast<long long>(entry.amount)),
            utf8(entry.note),
            utf8(core::ledgerChangeText(entry)),
            utf8(entry.officerName.value_or("")),
            wxString::Format("%lld", static_cast<long long>(entry.actionId))};
}

}  // namespace

LedgerList::LedgerList(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL | wxLC_HRULES) {
    SetName("ledger-table");
    for (const auto& heading : headings) {
        AppendColumn(heading.title, heading.format, FromDIP(heading.width));
    }
    Bind(wxEVT_LIST_COL_CLICK, &LedgerList::onHeadingClick, this);
}

void LedgerList::show(core::OpenCampaign& campaign, std::vector<std::int64_t> ids) {
    campaign_ = &campaign;
    ids_ = std::move(ids);
    if (oldestFirst_) std::reverse(ids_.begin(), ids_.end());
    pages_.clear();
    SetItemCount(static_cast<long>(ids_.size()));
    Refresh();
}

std::optional<std::size_t> LedgerList::columnNamed(const std::string& title) const {
    for (std::size_t i = 0; i < headings.size(); ++i) {
        if (title == headings[i].title) return i;
    }
    return std::nullopt;
}

std::string LedgerList::cellText(std::size_t row, const std::string& column) const {
    const auto index = columnNamed(column);
    if (!index || row >= ids_.size()) return "";
    return cellsOf(row)[*index].utf8_string();
}

wxString LedgerList::OnGetItemText(long item, long column) const {
    if (item < 0 || column < 0 || static_cast<std::size_t>(column) >= columnCount) return "";
    return cellsOf(static_cast<std::size_t>(item))[static_cast<std::size_t>(column)];
}

// The row's cells, reading its page of rows when it is not held: a row undone since the ids
// were read shows blank until the page is refreshed.
const LedgerList::Cells& LedgerList::cellsOf(std::size_t row) const {
    static const Cells blank;
    if (campaign_ == nullptr || row >= ids_.size()) return blank;
    const std::size_t page = row / pageSize;
    auto found = pages_.find(page);
    if (found == pages_.end()) {
        if (pages_.size() >= pagesKept) pages_.clear();
        const std::size_t first = page * pageSize;
        const std::span<const std::int64_t> ids(ids_.data() + first,
                                                std::min(pageSize, ids_.size() - first));
        std::vector<Cells> cells(ids.size());
        try {
            const auto entries = campaign_->ledgerRows(ids);
            auto entry = entries.begin();
            for (std::size_t i = 0; i < ids.size() && entry != entries.end(); ++i) {
                if (entry->id != ids[i]) continue;
                cells[i] = entryCells(*entry, campaign_->campaign());
                ++entry;
            }
        } catch (const std::exception&) {
            // Drawing cannot report: the rows stay blank, and the next refresh reads the file
            // again and says what is wrong with it.
        }
        found = pages_.emplace(page, std::move(cells)).first;
    }
    return found->second[row - page * pageSize];
}

void LedgerList::onHeadingClick(wxListEvent& event) {
    const auto column = static_cast<std::size_t>(event.GetColumn());
    if (column != *columnNamed("Day") && column != *columnNamed("Action")) return;
    // Rows are numbered in the order they were recorded: the day and the action both sort so.
    oldestFirst_ = !oldestFirst_;
    std::reverse(ids_.begin(), ids_.end());
    pages_.clear();
    Refresh();
}

}  // namespace tachanka::gui
