#include "tests/gui/actions/window_fixture.hpp"

#include <doctest/doctest.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/image.h>
#include <wx/menu.h>

#include <cstdlib>
#include <iostream>
#include <set>

#include "app/core/campaign/campaign_service.hpp"
#include "app/gui/screenshot.hpp"
#include "tests/gui/in_process_widgets.hpp"

namespace tachanka::testing {
namespace {

template <typename Answer>
std::optional<Answer> take(std::optional<Answer>& answer, const char* question) {
    if (!answer) FAIL_CHECK("the window asked an unscripted question: " << question);
    auto taken = std::move(answer);
    answer.reset();
    return taken;
}

}  // namespace

std::optional<gui::StepRecoveryChoice> ScriptedDialogs::stepRecovery(const model::Campaign&,
                                                                     const std::string& unit) {
    unitPreselected = unit;
    return take(stepRecoveryAnswer, "step recovery");
}
std::optional<gui::BattalionChoice> ScriptedDialogs::battalion(const model::Campaign&) {
    return take(battalionAnswer, "battalion");
}
std::optional<gui::PrisonersChoice> ScriptedDialogs::prisonersTaken(const model::Campaign&) {
    return take(prisonersTakenAnswer, "prisoners taken");
}
std::optional<gui::ConversionChoice> ScriptedDialogs::prisonersConverted(const model::Campaign&) {
    return take(conversionAnswer, "prisoners converted");
}
std::optional<gui::UnitChangeChoice> ScriptedDialogs::unitChange(const model::Campaign&) {
    return take(unitChangeAnswer, "unit change");
}
std::optional<core::OverrideRequest> ScriptedDialogs::gmOverride(const model::Campaign&) {
    return take(overrideAnswer, "GM override");
}
std::optional<gui::EventRollChoice> ScriptedDialogs::eventRoll(const model::Campaign&) {
    return take(eventRollAnswer, "event roll");
}
std::optional<gui::EventPlayChoice> ScriptedDialogs::eventToPlay(
    const std::vector<core::RandomEventView>& held) {
    for (const auto& event : held) heldEventsShown.push_back(event.record.title);
    return take(eventPlayAnswer, "event to play");
}
std::optional<std::string> ScriptedDialogs::mainBody(const core::MainBodyTie& tie) {
    tiesOffered.push_back(tie.formation);
    auto answer = mainBodyAnswer;
    mainBodyAnswer.reset();
    return answer;
}
std::optional<core::CampaignDrawRequest> ScriptedDialogs::officerDraw(const model::Campaign&) {
    return take(drawAnswer, "officer draw");
}
std::optional<gui::CasualtyChoice> ScriptedDialogs::casualty(
    const std::vector<core::OfficerView>&) {
    return take(casualtyAnswer, "casualty");
}
std::optional<core::ReplacementRequest> ScriptedDialogs::replacement(
    const std::vector<core::OfficerView>& officers) {
    auto& offered = replacementsOffered.emplace_back();
    for (const auto& officer : officers) offered.push_back(officer.name);
    if (leaveReplacement) return std::nullopt;
    return take(replacementAnswer, "replacement");
}
std::optional<std::size_t> ScriptedDialogs::keepToken(const gui::DrawPreview& preview) {
    previewShown = preview;
    if (closeTokens) return std::nullopt;
    return take(keepAnswer, "token kept");
}
std::optional<core::PrintRequest> ScriptedDialogs::printRequest(
    const core::PrintableDocument&, const model::Campaign*,
    const std::vector<core::BattleView>& battles, reports::Paper paper) {
    paperOffered = paper;
    battlesOffered.clear();
    for (const auto& battle : battles) battlesOffered.push_back(battle.battle.id);
    return take(printAnswer, "print");
}
void ScriptedDialogs::showDocument(const std::filesystem::path& pdf) {
    documentsShown.push_back(pdf);
}

CampaignWindowTest::CampaignWindowTest(bool shown)
    : CampaignWindowTest(shown, [](const std::filesystem::path&) {}) {}

CampaignWindowTest::CampaignWindowTest(
    bool shown, const std::function<void(const std::filesystem::path&)>& prepare)
    : file_(folder_ / "club.tachanka") {
    startWidgetsOnce("gui_actions_tests");
    stderr_ = std::cerr.rdbuf(errors_.rdbuf());
    // What File → New does once its dialogs are answered.
    core::NewCampaignRequest request;
    request.file = file_;
    request.scenarioId = "historical";
    request.seed = 1919;
    core::createCampaign(request);
    prepare(file_);
    frame_ = new gui::MainFrame(true);
    auto answers = std::make_unique<ScriptedDialogs>();
    answers_ = answers.get();
    frame_->actions().setPlayerDialogs(std::move(answers));
    if (shown) frame_->Show();
    frame_->openCampaign(file_);
    settle();
}

CampaignWindowTest::~CampaignWindowTest() {
    frame_->Destroy();
    settle();
    std::cerr.rdbuf(stderr_);
}

model::Campaign CampaignWindowTest::campaign() const { return core::describeCampaign(file_); }

wxMenuItem& CampaignWindowTest::menuItem(const std::string& menu, const std::string& item) {
    wxMenuBar* bar = frame_->GetMenuBar();
    REQUIRE(bar != nullptr);
    const int id = bar->FindMenuItem(wxString::FromUTF8(menu), wxString::FromUTF8(item));
    INFO("menu " << menu << " → " << item);
    REQUIRE(id != wxNOT_FOUND);
    return *bar->FindItem(id);
}

void CampaignWindowTest::choose(const std::string& menu, const std::string& item) {
    wxMenuItem& entry = menuItem(menu, item);
    INFO("menu " << menu << " → " << item);
    REQUIRE(entry.IsEnabled());
    entry.GetMenu()->SendEvent(entry.GetId());
    settle();
}

void CampaignWindowTest::click(wxButton& button) {
    REQUIRE(button.IsEnabled());
    wxCommandEvent event(wxEVT_BUTTON, button.GetId());
    event.SetEventObject(&button);
    button.GetEventHandler()->ProcessEvent(event);
    settle();
}

void CampaignWindowTest::settle() {
    for (int i = 0; i < 5; ++i) {
        wxTheApp->Yield(true);
        wxTheApp->ProcessIdle();
    }
}

std::vector<std::string> CampaignWindowTest::takeErrors() {
    std::vector<std::string> lines;
    std::istringstream text(errors_.str());
    for (std::string line; std::getline(text, line);) lines.push_back(line);
    errors_.str("");
    return lines;
}

std::size_t screenshot(wxTopLevelWindow& window, const std::string& name) {
    const char* folder = std::getenv("TACHANKA_SCREENSHOTS");
    const std::filesystem::path into = folder != nullptr ? folder : TACHANKA_SCREENSHOT_DIR;
    std::filesystem::create_directories(into);
    const auto file = into / (name + ".png");
    // Xvfb maps and paints a new window a few round trips later; wxGTK finishes showing a
    // window in its idle handling.
    for (int i = 0; i < 20; ++i) {
        wxTheApp->Yield(true);
        wxTheApp->ProcessIdle();
        wxMilliSleep(25);
    }
    REQUIRE(gui::saveWindowScreenshot(window, file));
    wxImage image;
    REQUIRE(image.LoadFile(wxString::FromUTF8(file.string()), wxBITMAP_TYPE_PNG));
    std::set<unsigned> colours;
    const unsigned char* rgb = image.GetData();
    const auto pixels = static_cast<std::size_t>(image.GetWidth()) *
                        static_cast<std::size_t>(image.GetHeight());
    for (std::size_t i = 0; i < pixels; ++i) {
        colours.insert(unsigned{rgb[3 * i]} << 16 | unsigned{rgb[3 * i + 1]} << 8 | rgb[3 * i + 2]);
    }
    return colours.size();
}

}  // namespace tachanka::testing
