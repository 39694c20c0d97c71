#include "app/gui/history_dialog.hpp"

#include <wx/button.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

#include <algorithm>

#include "app/core/common/user_error.hpp"
#include "app/gui/campaign_window.hpp"
#include "app/gui/file_dialogs.hpp"
#include "app/gui/table_view.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

std::string bookmarksOf(const core::HistoryMoment& moment) {
    std::string names;
    for (const auto& name : moment.bookmarks) names += (names.empty() ? "" : ", ") + name;
    return names;
}

}  // namespace

HistoryDialog::HistoryDialog(wxWindow* parent, CampaignWindow& window)
    : wxDialog(parent, wxID_ANY, "History", wxDefaultPosition, wxSize(1040, 520),
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      window_(window) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(new wxStaticText(this, wxID_ANY,
                                utf8("Every moment of the campaign, newest first: open one as "
                                     "it stood, bookmark today's, or return the campaign to one "
                                     "(Edit → Undo takes a return back).")),
               0, wxALL, 8);
    table_ = new TableView(this, "History",
                           {{"Action", wxALIGN_RIGHT},
                            {"Day"},
                            {"Phase"},
                            {"What happened", wxALIGN_LEFT, 420, true},
                            {"Bookmarks"},
                            {"Recorded"}});
    sizer->Add(table_, 1, wxEXPAND | wxLEFT | wxRIGHT, 8);
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* open = new wxButton(this, wxID_ANY, wxString::FromUTF8("&Open as it stood…"));
    auto* mark = new wxButton(this, wxID_ANY, wxString::FromUTF8("&Bookmark now…"));
    auto* back = new wxButton(this, wxID_ANY, wxString::FromUTF8("&Return here…"));
    open->SetName("Open as it stood");
    mark->SetName("Bookmark");
    back->SetName("Return here");
    for (auto* button : {open, mark, back}) buttons->Add(button, 0, wxRIGHT, 8);
    buttons->AddStretchSpacer();
    buttons->Add(new wxButton(this, wxID_CLOSE, "&Close"));
    sizer->Add(buttons, 0, wxEXPAND | wxALL, 8);
    SetSizer(sizer);
    open->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onOpen(); });
    mark->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onBookmark(); });
    back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onReturn(); });
    Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Hide(); }, wxID_CLOSE);
    refresh();
}

void HistoryDialog::refresh() {
    const auto file = window_.campaignFile();
    moments_.clear();
    if (file) moments_ = core::campaignHistory(*file);
    std::reverse(moments_.begin(), moments_.end());
    std::vector<TableRow> rows;
    for (const auto& moment : moments_) {
        rows.push_back({{{wxString::Format("%lld", static_cast<long long>(moment.actionId)),
                          static_cast<double>(moment.actionId)},
                         {utf8(moment.day.iso())},
                         {utf8(moment.phase)},
                         {utf8(moment.description)},
                         {utf8(bookmarksOf(moment))},
                         {utf8(moment.recordedAt)}}});
    }
    table_->setRows(std::move(rows));
    if (!moments_.empty()) table_->selectRow(0);
}

void HistoryDialog::choose(std::int64_t actionId) {
    for (std::size_t at = 0; at < moments_.size(); ++at) {
        if (moments_[at].actionId == actionId) return table_->selectRow(at);
    }
    throw core::UserError("no action " + std::to_string(actionId) + " in the campaign's history");
}

std::optional<core::HistoryMoment> HistoryDialog::chosen() const {
    const auto row = table_->selectedRow();
    if (!row || *row >= moments_.size()) return std::nullopt;
    return moments_[*row];
}

void HistoryDialog::openAsItStood(const std::filesystem::path& output) {
    const auto file = window_.campaignFile();
    const auto moment = chosen();
    if (!file || !moment) throw core::UserError("choose a moment of the campaign's history first");
    core::campaignAsItStood(*file, {.action = moment->actionId}, output);
    window_.openCampaign(output);
    refresh();
}

void HistoryDialog::bookmark(const std::string& name) {
    const auto file = window_.campaignFile();
    if (!file) throw core::UserError("no campaign is open");
    core::bookmarkMoment(*file, name);
    window_.campaignChanged();
    refresh();
}

core::ReturnedCampaign HistoryDialog::returnToChosen() {
    const auto file = window_.campaignFile();
    const auto moment = chosen();
    if (!file || !moment) throw core::UserError("choose a moment of the campaign's history first");
    const auto returned = core::returnCampaign(*file, {.action = moment->actionId});
    window_.campaignChanged();
    refresh();
    return returned;
}

void HistoryDialog::onOpen() {
    const auto moment = chosen();
    if (!moment) return;
    wxFileDialog save(this, "Save the campaign as it stood as", "",
                      utf8("as-of-action-" + std::to_string(moment->actionId) + ".tachanka"),
                      campaignWildcard, wxFD_SAVE);
    if (save.ShowModal() != wxID_OK) return;
    try {
        openAsItStood(chosenPath(save));
    } catch (const core::UserError& error) {
        window_.reportError(error.what());
    }
}

void HistoryDialog::onBookmark() {
    wxTextEntryDialog ask(this, "A name for the moment the campaign stands at now:",
                          "Bookmark");
    if (ask.ShowModal() != wxID_OK) return;
    try {
        bookmark(ask.GetValue().utf8_string());
    } catch (const core::UserError& error) {
        window_.reportError(error.what());
    }
}

void HistoryDialog::onReturn() {
    const auto moment = chosen();
    if (!moment) return;
    wxMessageDialog confirm(this,
                            utf8("Return the campaign to action " +
                                 std::to_string(moment->actionId) + " (" + moment->description +
                                 ")? Every later action is taken back, in one step that Edit "
                                 "→ Undo takes back."),
                            "Return here", wxYES_NO | wxICON_QUESTION);
    if (confirm.ShowModal() != wxID_YES) return;
    try {
        returnToChosen();
    } catch (const core::UserError& error) {
        window_.reportError(error.what());
    }
}

}  // namespace tachanka::gui
