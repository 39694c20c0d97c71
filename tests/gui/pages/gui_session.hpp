#pragma once
// The desktop app's main window driven in-process, as a user would drive it: one wxWidgets
// application for the whole test binary (run under Xvfb), with its preferences in a folder of
// its own, and the window's controls found by name and worked through their events.

#include <doctest/doctest.h>
#include <wx/checkbox.h>
#include <wx/window.h>

#include <filesystem>
#include <optional>
#include <sstream>
#include <string>

#include "app/gui/filter_choice.hpp"
#include "app/gui/ledger_list.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/table_view.hpp"

namespace tachanka::testing {

// Lets the window handle what is pending: sizing, painting, posted events.
void settle();

// A headless main window (errors to stderr) on a campaign, destroyed with the test. What it
// reports is kept for the test to read.
class OpenWindow {
public:
    explicit OpenWindow(const std::optional<std::filesystem::path>& file);
    ~OpenWindow();
    OpenWindow(const OpenWindow&) = delete;
    OpenWindow& operator=(const OpenWindow&) = delete;

    gui::MainFrame& frame() { return *frame_; }
    // The lines the window reported since it opened.
    std::string errors() const { return errors_.str(); }

    // The control called `name` on the window; the test fails when there is none.
    template <typename Control>
    Control& control(const char* name) {
        auto* found = dynamic_cast<Control*>(wxWindow::FindWindowByName(name, frame_));
        REQUIRE_MESSAGE(found != nullptr, "no control named " << name);
        return *found;
    }

private:
    gui::MainFrame* frame_;
    std::ostringstream errors_;
    std::streambuf* stderr_;
};

// The user picks `value` (none: the "All ..." entry) in a filter's drop-down.
void choose(gui::FilterChoice& choice, const std::optional<std::string>& value);
// The user ticks or clears a box.
void tick(wxCheckBox& box, bool ticked);
// The index of the column titled `title`; the test fails when there is none.
unsigned columnIndex(gui::TableView& table, const std::string& title);
// The text of every row's cell in the column titled `title`, in the order the rows were given.
std::vector<std::string> columnText(gui::TableView& table, const std::string& title);
// The same of the ledger's list, every row read as the list draws it, in the order shown.
std::vector<std::string> columnText(gui::LedgerList& list, const std::string& title);

}  // namespace tachanka::testing
