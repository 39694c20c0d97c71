#pragma once
// The desktop app's real window driven in-process, under Xvfb: wxWidgets started once per test
// process, a MainFrame in headless mode (errors go to stderr, captured here) on a campaign
// created from a scenario with File → New's request, and the player's answers to each
// dialog scripted, so the code after each question is the code the menus run.

#include <doctest/doctest.h>
#include <wx/button.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/main_frame.hpp"
#include "model/campaign.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

// Answers set before a command are taken once; a question without an answer fails the test.
class ScriptedDialogs : public gui::PlayerDialogs {
public:
    std::optional<gui::StepRecoveryChoice> stepRecoveryAnswer;
    std::optional<gui::BattalionChoice> battalionAnswer;
    std::optional<gui::PrisonersChoice> prisonersTakenAnswer;
    std::optional<gui::ConversionChoice> conversionAnswer;
    std::optional<gui::UnitChangeChoice> unitChangeAnswer;
    std::optional<core::OverrideRequest> overrideAnswer;
    std::optional<gui::EventRollChoice> eventRollAnswer;
    std::optional<gui::EventPlayChoice> eventPlayAnswer;
    std::vector<std::string> heldEventsShown;
    std::optional<core::CampaignDrawRequest> drawAnswer;
    std::optional<gui::CasualtyChoice> casualtyAnswer;
    std::optional<core::ReplacementRequest> replacementAnswer;
    bool leaveReplacement = false;  // the players replace a fallen officer later
    std::optional<std::size_t> keepAnswer;
    std::optional<core::PrintRequest> printAnswer;
    bool closeTokens = false;  // the player closes the tokens' dialog
    // 5.2 b: the unit whose group the owner takes; none: the standing group stays.
    std::optional<std::string> mainBodyAnswer;
    std::vector<std::string> tiesOffered;  // the formations whose ties were offered

    // What the questions were shown.
    std::string unitPreselected;
    std::optional<gui::DrawPreview> previewShown;
    std::vector<std::vector<std::string>> replacementsOffered;  // each question's officers
    std::optional<reports::Paper> paperOffered;
    std::vector<std::int64_t> battlesOffered;  // by the last print dialog
    std::vector<std::filesystem::path> documentsShown;

    std::optional<gui::StepRecoveryChoice> stepRecovery(const model::Campaign&,
                                                        const std::string& unit) override;
    std::optional<gui::BattalionChoice> battalion(const model::Campaign&) override;
    std::optional<gui::PrisonersChoice> prisonersTaken(const model::Campaign&) override;
    std::optional<gui::ConversionChoice> prisonersConverted(const model::Campaign&) override;
    std::optional<gui::UnitChangeChoice> unitChange(const model::Campaign&) override;
    std::optional<core::OverrideRequest> gmOverride(const model::Campaign&) override;
    std::optional<gui::EventRollChoice> eventRoll(const model::Campaign&) override;
    std::optional<gui::EventPlayChoice> eventToPlay(
        const std::vector<core::RandomEventView>& held) override;
    std::optional<std::string> mainBody(const core::MainBodyTie& tie) override;
    std::optional<core::CampaignDrawRequest> officerDraw(const model::Campaign&) override;
    std::optional<gui::CasualtyChoice> casualty(const std::vector<core::OfficerView>&) override;
    std::optional<core::ReplacementRequest> replacement(
        const std::vector<core::OfficerView>&) override;
    std::optional<std::size_t> keepToken(const gui::DrawPreview& preview) override;
    std::optional<core::PrintRequest> printRequest(const core::PrintableDocument&,
                                                   const model::Campaign*,
                                                   const std::vector<core::BattleView>& battles,
                                                   reports::Paper paper) override;
    void showDocument(const std::filesystem::path& pdf) override;
};

class CampaignWindowTest {
public:
    // `shown`: the frame is mapped on screen (Xvfb has no window manager, and only the first
    // window mapped is ever painted: a dialog's picture is taken with the frame unmapped).
    explicit CampaignWindowTest(bool shown = true);
    // `prepare` brings the new campaign's file where a test starts, through core, before the
    // window opens it: quicker than the window's own actions, each of which reloads its pages.
    CampaignWindowTest(bool shown, const std::function<void(const std::filesystem::path&)>& prepare);
    ~CampaignWindowTest();
    CampaignWindowTest(const CampaignWindowTest&) = delete;
    CampaignWindowTest& operator=(const CampaignWindowTest&) = delete;

    gui::MainFrame& frame() { return *frame_; }
    ScriptedDialogs& answers() { return *answers_; }
    const std::filesystem::path& file() const { return file_; }
    const TempFolder& folder() const { return folder_; }
    model::Campaign campaign() const;

    // Chooses `item` of `menu` in the menu bar as a click would; the item must be enabled.
    void choose(const std::string& menu, const std::string& item);
    wxMenuItem& menuItem(const std::string& menu, const std::string& item);
    void click(wxButton& button);
    // Lets the window lay out and paint.
    void settle();
    // What the window reported since the last call, one line per error.
    std::vector<std::string> takeErrors();

private:
    IsolatedDataHome home_;
    TempFolder folder_;
    std::filesystem::path file_;
    gui::MainFrame* frame_ = nullptr;
    ScriptedDialogs* answers_ = nullptr;
    std::ostringstream errors_;
    std::streambuf* stderr_ = nullptr;
};

// The control called `name` within `parent`; the test fails when there is none.
template <typename Control>
Control& field(wxWindow& parent, const std::string& name) {
    auto* found = dynamic_cast<Control*>(wxWindow::FindWindowByName(name, &parent));
    REQUIRE_MESSAGE(found != nullptr, "no control named " << name);
    return *found;
}

// Saves a PNG of `window` in the folder TACHANKA_SCREENSHOTS names (the build folder's
// gui-screenshots by default) and returns how many distinct colours it has.
std::size_t screenshot(wxTopLevelWindow& window, const std::string& name);

}  // namespace tachanka::testing
