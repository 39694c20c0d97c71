#include "app/gui/ledger_list.hpp"

#include <algorithm>
#include <map>
#include <span>

#include "app/gui/column_fit.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

constexpr std::size_t pageSize = 64;     // about two screens of rows
constexpr std::size_t pagesKept = 64;    // a few thousand rows' text, a few hundred kB

// The headings, with the width a column is drawn at (a virtual list is never measured whole).
// At 1280×800 the page is about 900 px wide: the reason takes what the others leave, and the
// stored change, the officer and the action are under the table for the row selected, or
// columns when asked for from the headings' right-click menu.
struct Heading {
    const char* title;
    int width;
    wxAlignment align = wxALIGN_LEFT;
    bool givesWay = false;
    bool shown = true;
};
constexpr std::array<Heading, LedgerList::columnCount> headings{{
    {"Day", 130},
    {"Phase", 100},
    {"Side", 80},
    {"Kind", 140},
    {"Unit", 80},
    {"Amount", 70, wxALIGN_RIGHT},
    {"Reason", 460, wxALIGN_LEFT, true},
    {"Change", 300, wxALIGN_LEFT, true, false},
    {"Officer", 160, wxALIGN_LEFT, false, false},
    {"Action", 70, wxALIGN_RIGHT, false, false},
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
            utf8(core::ledgerAmountText(entry)),
            utf8(entry.note),
            utf8(core::ledgerChangeText(entry)),
            utf8(entry.officerName.value_or("")),
            wxString::Format("%lld", static_cast<long long>(entry.actionId))};
}

}  // namespace

class LedgerList::Rows : public wxDataViewVirtualListModel {
public:
    void show(core::OpenCampaign& campaign, std::vector<std::int64_t> ids) {
        campaign_ = &campaign;
        ids_ = std::move(ids);
        if (oldestFirst_) std::reverse(ids_.begin(), ids_.end());
        pages_.clear();
        Reset(static_cast<unsigned>(ids_.size()));
    }

    // Rows are numbered in the order they were recorded: the day and the action both sort so.
    void turnOrder() {
        oldestFirst_ = !oldestFirst_;
        std::reverse(ids_.begin(), ids_.end());
        pages_.clear();
        Reset(static_cast<unsigned>(ids_.size()));
    }

    std::size_t count() const { return ids_.size(); }
    bool oldestFirst() const { return oldestFirst_; }
    const Cells& cellsOf(std::size_t row) const;

    unsigned GetColumnCount() const override { return columnCount; }
    wxString GetColumnType(unsigned) const override { return "string"; }
    void GetValueByRow(wxVariant& value, unsigned row, unsigned column) const override {
        value = column < columnCount ? cellsOf(row)[column] : wxString();
    }
    bool SetValueByRow(const wxVariant&, unsigned, unsigned) override { return false; }

private:
    core::OpenCampaign* campaign_ = nullptr;
    std::vector<std::int64_t> ids_;  // in the order shown
    bool oldestFirst_ = false;
    // The pages of rows read so far, by page number; dropped whole when it grows large.
    mutable std::map<std::size_t, std::vector<Cells>> pages_;
};

LedgerList::LedgerList(wxWindow* parent)
    : wxDataViewCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                     wxDV_SINGLE | wxDV_ROW_LINES | wxDV_HORIZ_RULES),
      rows_(new Rows) {
    SetName("ledger-table");
    AssociateModel(rows_);
    rows_->DecRef();  // the control holds the only reference it needs
    std::vector<bool> givesWay;
    for (std::size_t i = 0; i < headings.size(); ++i) {
        auto* column = AppendTextColumn(headings[i].title, static_cast<unsigned>(i),
                                        wxDATAVIEW_CELL_INERT, FromDIP(headings[i].width),
                                        headings[i].align, wxDATAVIEW_COL_RESIZABLE);
        if (headings[i].givesWay) column->GetRenderer()->EnableEllipsize(wxELLIPSIZE_END);
        column->SetHidden(!headings[i].shown);
        widths_.push_back(FromDIP(headings[i].width));
        givesWay_.push_back(headings[i].givesWay);
    }
    // The columns are of a fixed width (a virtual list is never measured whole).
    keepRowsOneHeight(*this);
    Bind(wxEVT_DATAVIEW_COLUMN_HEADER_CLICK, &LedgerList::onHeadingClick, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { fitToTable(*this, widths_, givesWay_); });
    });
    Bind(wxEVT_DATAVIEW_COLUMN_HEADER_RIGHT_CLICK, [this](wxDataViewEvent&) {
        offerColumns(*this, [this] { fitToTable(*this, widths_, givesWay_); });
    });
}

wxString LedgerList::wholeText(std::size_t row) const {
    if (row >= rows_->count()) return "";
    const Cells& cells = rows_->cellsOf(row);
    return gui::wholeText(*this, {cells.begin(), cells.end()}, givesWay_);
}

std::optional<std::size_t> LedgerList::selectedRow() const {
    const wxDataViewItem item = GetSelection();
    if (!item.IsOk()) return std::nullopt;
    return rows_->GetRow(item);
}

void LedgerList::show(core::OpenCampaign& campaign, std::vector<std::int64_t> ids) {
    rows_->show(campaign, std::move(ids));
}

std::size_t LedgerList::rowCount() const { return rows_->count(); }

bool LedgerList::oldestFirst() const { return rows_->oldestFirst(); }

std::optional<std::size_t> LedgerList::columnNamed(const std::string& title) const {
    for (std::size_t i = 0; i < headings.size(); ++i) {
        if (title == headings[i].title) return i;
    }
    return std::nullopt;
}

std::string LedgerList::cellText(std::size_t row, const std::string& column) const {
    const auto index = columnNamed(column);
    if (!index || row >= rows_->count()) return "";
    return rows_->cellsOf(row)[*index].utf8_string();
}

// The row's cells, reading its page of rows when it is not held: a row undone since the ids
// were read shows blank until the page is refreshed.
const LedgerList::Cells& LedgerList::Rows::cellsOf(std::size_t row) const {
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

void LedgerList::onHeadingClick(wxDataViewEvent& event) {
    const auto* column = event.GetDataViewColumn();
    if (column == nullptr) return;
    const auto index = static_cast<std::size_t>(column->GetModelColumn());
    if (index != *columnNamed("Day") && index != *columnNamed("Action")) return;
    rows_->turnOrder();
}

}  // namespace tachanka::gui
