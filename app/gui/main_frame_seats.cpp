// File → Seats (issue 47): the umpire writes a side's file and merges the orders that come
// back; a side writes its orders from its file; anyone checks the ledger's seals. Each command
// is a method without its dialogs, as the menus run it.

#include <wx/choicdlg.h>
#include <wx/filedlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include "app/core/seats/log_verification.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/orders_merge.hpp"
#include "app/core/seats/seats.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/file_dialogs.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const wxString ordersWildcard = "Tachanka orders (*.orders)|*.orders|All files (*)|*";

std::string lines(const std::vector<std::string>& all) {
    std::string text;
    for (const auto& line : all) text += "• " + line + "\n";
    return text;
}

}  // namespace

void MainFrame::appendSeatsMenu(wxMenu& file) {
    auto* seats = new wxMenu;
    const int exportId = seats->Append(wxID_ANY, utf8("&Export a side's file…\tCtrl+Alt+E"),
                                       "Write the file a side plays its phases in")
                             ->GetId();
    const int mergeId = seats->Append(wxID_ANY, utf8("&Merge orders…\tCtrl+Alt+M"),
                                      "Carry out a side's signed orders in this campaign")
                            ->GetId();
    const int ordersId = seats->Append(wxID_ANY, utf8("Write &orders…\tCtrl+Alt+O"),
                                       "Write what this side did as signed orders")
                             ->GetId();
    const int verifyId = seats->Append(wxID_ANY, utf8("&Verify the ledger\tCtrl+Alt+V"),
                                       "Check every ledger row's seal")
                             ->GetId();
    file.AppendSubMenu(seats, "S&eats", "Play a side from its own file, by orders");
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onExportSideFile(); }, exportId);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onMergeOrders(); }, mergeId);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onWriteOrders(); }, ordersId);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onVerifyLedger(); }, verifyId);
    // The umpire's commands in his campaign, the side's in its file.
    const auto umpires = [this](wxUpdateUIEvent& event) {
        event.Enable(campaign_.has_value() && !campaign_->sideFile());
    };
    Bind(wxEVT_UPDATE_UI, umpires, exportId);
    Bind(wxEVT_UPDATE_UI, umpires, mergeId);
    Bind(wxEVT_UPDATE_UI,
         [this](wxUpdateUIEvent& event) {
             event.Enable(campaign_.has_value() && campaign_->sideFile().has_value());
         },
         ordersId);
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Enable(file_.has_value()); },
         verifyId);
}

core::SideFileExport MainFrame::exportSideFile(const std::string& side,
                                               const std::filesystem::path& output) {
    if (!file_) throw core::UserError("no campaign is open");
    wxBusyCursor busy;
    const auto done = core::exportSideFile(*file_, side, output);
    SetStatusText(utf8("The " + done.side + "' file written to " + output.string()), 1);
    return done;
}

core::WrittenOrders MainFrame::writeOrders(const std::optional<std::string>& seat,
                                           const std::filesystem::path& output) {
    if (!file_) throw core::UserError("no campaign is open");
    const auto written = core::writeSideOrders(*file_, seat, output);
    SetStatusText(utf8("Orders " + std::to_string(written.orders.number) + " written to " +
                       output.string()),
                  1);
    return written;
}

core::MergeReport MainFrame::mergeOrders(const std::filesystem::path& orders) {
    if (!file_) throw core::UserError("no campaign is open");
    core::MergeReport report;
    {
        wxBusyCursor busy;
        report = core::mergeSideOrders(*file_, orders);
    }
    if (report.merged()) campaignChanged();
    return report;
}

void MainFrame::onExportSideFile() {
    reportingErrors(*this, [&] {
        wxArrayString sides;
        for (const auto& side : campaign_->campaign().sides) sides.Add(utf8(side.name));
        wxSingleChoiceDialog choose(this, "Which side's file?", "Export a side's file", sides);
        if (choose.ShowModal() != wxID_OK) return;
        const std::string side = choose.GetStringSelection().utf8_string();
        wxFileDialog save(this, "Save the side's file as", "", utf8(side + ".tachanka"),
                          campaignWildcard, wxFD_SAVE);
        if (save.ShowModal() != wxID_OK) return;
        const auto done = exportSideFile(side, chosenPath(save));
        wxMessageBox(utf8("The " + done.side + "' file is written (intelligence: " +
                          done.intelligence + "; of the enemy's units on the map " +
                          std::to_string(done.enemyUnitsShown) + " shown, " +
                          std::to_string(done.enemyUnitsHidden) + " hidden)."),
                     "Export a side's file", wxOK | wxICON_INFORMATION, this);
    });
}

void MainFrame::onWriteOrders() {
    reportingErrors(*this, [&] {
        const auto side = campaign_->sideFile();
        std::optional<std::string> seat;
        wxArrayString able;
        for (const auto& each : core::listSeats(*file_)) {
            if (each.holdsSecret && side && each.side == *side) able.Add(utf8(each.name));
        }
        if (able.size() > 1) {
            wxSingleChoiceDialog choose(this, "Which seat signs?", "Write orders", able);
            if (choose.ShowModal() != wxID_OK) return;
            seat = choose.GetStringSelection().utf8_string();
        }
        wxFileDialog save(this, "Save the orders as", "", utf8(file_->stem().string() + ".orders"),
                          ordersWildcard, wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (save.ShowModal() != wxID_OK) return;
        const auto written = writeOrders(seat, chosenPath(save));
        wxMessageBox(utf8(std::to_string(written.orders.orders.size()) + " orders written, " +
                          "signed by " + written.orders.seat + " (key " + written.fingerprint +
                          "). Send the file to the umpire."),
                     "Write orders", wxOK | wxICON_INFORMATION, this);
    });
}

void MainFrame::onMergeOrders() {
    reportingErrors(*this, [&] {
        wxFileDialog open(this, "Merge a side's orders", "", "", ordersWildcard,
                          wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (open.ShowModal() != wxID_OK) return;
        const auto report = mergeOrders(chosenPath(open));
        const std::string title = "The " + report.side + "' orders " +
                                  std::to_string(report.number);
        if (report.merged()) {
            wxMessageBox(utf8(title + " are merged:\n\n" + lines(report.applied)), "Merge orders",
                         wxOK | wxICON_INFORMATION, this);
        } else {
            wxMessageBox(utf8(title + " are not merged; the campaign is unchanged. Refused:\n\n" +
                              lines(report.refused)),
                         "Merge orders", wxOK | wxICON_ERROR, this);
        }
    });
}

void MainFrame::onVerifyLedger() {
    reportingErrors(*this, [&] {
        const auto check = core::verifyCampaign(*file_);
        wxMessageBox(utf8((check.ok ? "Verified: " : "Does not verify: ") + check.why),
                     "Verify the ledger", wxOK | (check.ok ? wxICON_INFORMATION : wxICON_ERROR),
                     this);
    });
}

}  // namespace tachanka::gui
