// Two programs writing one campaign at once: the window takes prisoners for the Whites while
// the real tachanka-cli, in a loop, takes them for the Reds. No action either program
// acknowledged may be lost, a refusal is one line that says why, and the window ends up
// showing what the file holds.

#include <doctest/doctest.h>
#include <wx/listctrl.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/process.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;

namespace {

constexpr int cliActions = 12;

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

int prisonersInFile(const CampaignWindowTest& window, const std::string& side) {
    for (const auto& each : window.campaign().sides) {
        if (each.name == side) return each.prisoners;
    }
    FAIL("no side " << side);
    return -1;
}

// The prisoners column of the Overview's line for `side`, as the player reads it.
std::string prisonersShown(CampaignWindowTest& window, const std::string& side) {
    auto* sides = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("overview-sides", &window.frame()));
    REQUIRE(sides != nullptr);
    for (long row = 0; row < sides->GetItemCount(); ++row) {
        if (sides->GetItemText(row, 0).utf8_string() == side) return sides->GetItemText(row, 2).utf8_string();
    }
    return "";
}

// What a refused action may say: the window's picture was stale, or the file was busy.
bool refusedAsOneClearLine(const std::string& message) {
    return !has(message, "\n") &&
           (has(message, "changed by another program") || has(message, "try again"));
}

}  // namespace

TEST_CASE("the window and a CLI writer loop on one campaign lose no acknowledged action") {
    CampaignWindowTest window;
    const std::string file = window.file().string();
    const int redsBefore = prisonersInFile(window, "Reds");
    const int whitesBefore = prisonersInFile(window, "Whites");

    std::atomic<bool> writing{true};
    std::vector<testing::ProcessResult> cliResults;
    std::thread writer([&] {
        for (int i = 0; i < cliActions; ++i) {
            cliResults.push_back(testing::runProcess({TACHANKA_CLI, "prisoners", file, "--side",
                                                      "reds", "--add", "1", "--override",
                                                      "--reason", "a raid outside the combat phase"}));
        }
        writing = false;
    });

    int windowAcknowledged = 0;
    std::vector<std::string> windowRefusals;
    while (writing) {
        window.answers().prisonersTakenAnswer = gui::PrisonersChoice{"Whites", 1, "window", "a raid"};
        window.choose("Turn", "Take prisoners…");
        const auto errors = window.takeErrors();
        if (errors.empty()) ++windowAcknowledged;
        windowRefusals.insert(windowRefusals.end(), errors.begin(), errors.end());
        window.settle();
    }
    writer.join();

    int cliAcknowledged = 0;
    for (const auto& result : cliResults) {
        if (result.exitCode == 0) {
            ++cliAcknowledged;
        } else {
            INFO(result.err);
            CHECK(refusedAsOneClearLine(result.err.substr(0, result.err.size() - 1)));
        }
    }
    for (const auto& refusal : windowRefusals) {
        INFO(refusal);
        CHECK(refusedAsOneClearLine(refusal));
    }
    // Both wrote while the other did: the file holds every acknowledged action, no more.
    CHECK(cliAcknowledged > 0);
    CHECK(windowAcknowledged > 0);
    CHECK(prisonersInFile(window, "Reds") == redsBefore + cliAcknowledged);
    CHECK(prisonersInFile(window, "Whites") == whitesBefore + windowAcknowledged);

    // The window's timer notices the CLI's last writes within a second.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (prisonersShown(window, "Reds") != std::to_string(redsBefore + cliAcknowledged) &&
           std::chrono::steady_clock::now() < deadline) {
        window.settle();
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    CHECK(prisonersShown(window, "Reds") == std::to_string(redsBefore + cliAcknowledged));
    CHECK(prisonersShown(window, "Whites") == std::to_string(whitesBefore + windowAcknowledged));
    CHECK(window.takeErrors().empty());
}
