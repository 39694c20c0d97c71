#include "tests/gui/pages/gui_session.hpp"

#include <doctest/doctest.h>
#include <wx/app.h>

#include <iostream>

#include "tests/gui/in_process_widgets.hpp"

namespace tachanka::testing {

void settle() {
    for (int round = 0; round < 5; ++round) {
        wxTheApp->ProcessPendingEvents();
        wxTheApp->Yield(true);
        wxTheApp->ProcessIdle();
    }
}

OpenWindow::OpenWindow(const std::optional<std::filesystem::path>& file) {
    startWidgetsOnce("gui_pages_tests");
    stderr_ = std::cerr.rdbuf(errors_.rdbuf());
    frame_ = new gui::MainFrame(true);
    frame_->Show();
    try {
        if (file) frame_->openCampaign(*file);
    } catch (...) {
        frame_->Destroy();
        std::cerr.rdbuf(stderr_);
        throw;
    }
    settle();
}

OpenWindow::~OpenWindow() {
    frame_->Destroy();
    settle();
    std::cerr.rdbuf(stderr_);
}

void choose(gui::FilterChoice& choice, const std::optional<std::string>& value) {
    REQUIRE(choice.choose(value));
    wxCommandEvent event(wxEVT_CHOICE, choice.GetId());
    event.SetEventObject(&choice);
    event.SetInt(choice.GetSelection());
    choice.ProcessWindowEvent(event);
    settle();
}

void tick(wxCheckBox& box, bool ticked) {
    box.SetValue(ticked);
    wxCommandEvent event(wxEVT_CHECKBOX, box.GetId());
    event.SetEventObject(&box);
    event.SetInt(ticked ? 1 : 0);
    box.ProcessWindowEvent(event);
    settle();
}

unsigned columnIndex(gui::TableView& table, const std::string& title) {
    unsigned column = 0;
    while (column < table.GetColumnCount() &&
           table.GetColumn(column)->GetTitle().utf8_string() != title) {
        ++column;
    }
    REQUIRE_MESSAGE(column < table.GetColumnCount(), "no column " << title);
    return column;
}

std::vector<std::string> columnText(gui::TableView& table, const std::string& title) {
    const unsigned column = columnIndex(table, title);
    std::vector<std::string> texts;
    for (std::size_t row = 0; row < table.rowCount(); ++row) {
        texts.push_back(table.row(row).cells.at(column).text.utf8_string());
    }
    return texts;
}

std::vector<std::string> columnText(gui::LedgerList& list, const std::string& title) {
    REQUIRE_MESSAGE(list.columnNamed(title).has_value(), "no column " << title);
    std::vector<std::string> texts;
    for (std::size_t row = 0; row < list.rowCount(); ++row) {
        texts.push_back(list.cellText(row, title));
    }
    return texts;
}

}  // namespace tachanka::testing
