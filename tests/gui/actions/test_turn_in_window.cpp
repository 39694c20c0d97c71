// The Turn menu and the Turn page in the real window: each command changes the campaign file
// as the rules say, undo takes each back exactly, and a refusal is one line that leaves the file
// byte for byte as it was.

#include <doctest/doctest.h>
#include <wx/accel.h>
#include <wx/menu.h>

#include <memory>
#include <set>

#include "app/core/campaign/umpire_override.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "tests/gui/actions/window_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;

namespace {

// Edit's one item: its label says what it will undo.
wxMenuItem& undoItem(CampaignWindowTest& window) {
    wxMenuBar* bar = window.frame().GetMenuBar();
    wxMenu* edit = bar->GetMenu(static_cast<size_t>(bar->FindMenu("Edit")));
    return *edit->FindItemByPosition(0);
}

void undo(CampaignWindowTest& window) {
    wxMenuItem& item = undoItem(window);
    REQUIRE(item.IsEnabled());
    item.GetMenu()->SendEvent(item.GetId());
    window.settle();
}

const model::Side& side(const model::Campaign& campaign, const std::string& name) {
    const model::Side* found = campaign.side(name);
    REQUIRE(found != nullptr);
    return *found;
}

const model::Unit& unit(const model::Campaign& campaign, const std::string& code) {
    const model::Unit* found = campaign.unit(code);
    REQUIRE(found != nullptr);
    return *found;
}

void selectRow(wxListCtrl& list, const std::string& first) {
    const long row = list.FindItem(-1, wxString::FromUTF8(first));
    REQUIRE(row >= 0);
    list.SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
}

}  // namespace

TEST_CASE("advance, a GM override, a loss, steps bought back and undo, all through the window") {
    CampaignWindowTest window;
    const std::string created = testing::campaignDump(window.file());
    CHECK_FALSE(undoItem(window).IsEnabled());  // only the campaign's creation so far

    // 2.1: the Whites' depot phase leads to their recruitment phase, where RP come in (4.2).
    window.choose("Turn", "Advance phase");
    auto campaign = window.campaign();
    CHECK(campaign.date.iso() == "1919-10-15");
    CHECK(campaign.activeSide == "Whites");
    CHECK(campaign.phase == model::Phase::Recruitment);
    core::LedgerQuery income;
    income.kind = "rp-income";
    income.side = "Whites";
    const auto incomeRows = core::listLedger(window.file(), income);
    std::int64_t received = 0;
    for (const auto& row : incomeRows) received += row.amount;
    CHECK(received > 0);
    CHECK(side(campaign, "Whites").recruitPoints == received);
    const auto& advance = window.frame().actions().lastAdvance();
    REQUIRE(advance.has_value());
    CHECK_FALSE(advance->applied.empty());
    CHECK(undoItem(window).GetItemLabelText().Find("Recruitment") != wxNOT_FOUND);

    // The rest of the Whites' day, then the Reds' depot phase, from the Turn page's button: the
    // page in front, as the user clicks it.
    REQUIRE(window.frame().selectPage("turn"));
    gui::TurnPanel* page = window.frame().actions().turnPage();
    REQUIRE(page != nullptr);
    for (int phase = 0; phase < 7; ++phase) window.click(page->advanceButton());
    campaign = window.campaign();
    CHECK(campaign.date.iso() == "1919-10-15");
    CHECK(campaign.activeSide == "Reds");
    CHECK(campaign.phase == model::Phase::Recruitment);
    CHECK(page->recoverButton().IsEnabled());

    window.answers().overrideAnswer =
        core::OverrideRequest{"side", "Reds", std::nullopt, "recruit_points", "5",
                              "the club's opening bonus"};
    window.choose("Turn", "GM override…");
    CHECK(side(window.campaign(), "Reds").recruitPoints == 5);

    core::UnitChangeRequest loss;
    loss.code = "1/Let";
    loss.side = "Reds";
    loss.loseSteps = 1;
    loss.reason = "attack on Kromy";
    window.answers().unitChangeAnswer = gui::UnitChangeChoice{loss, std::nullopt};
    window.choose("Turn", "Record unit change…");
    CHECK(unit(window.campaign(), "1/Let").stepsLost == 1);

    // The page lists 1/Let among the Reds' units below strength; Recover starts from it.
    const std::string beforeRecovery = testing::campaignDump(window.file());
    selectRow(page->damagedUnits(), "1/Let");
    window.answers().stepRecoveryAnswer = gui::StepRecoveryChoice{"Reds", "1/Let", 1, std::nullopt};
    window.click(page->recoverButton());
    CHECK(window.answers().unitPreselected == "1/Let");
    CHECK(window.takeErrors().empty());
    campaign = window.campaign();
    CHECK(side(campaign, "Reds").recruitPoints == 4);  // 4.3.1: one RP a step
    CHECK(unit(campaign, "1/Let").stepsLost == 0);
    CHECK(unit(campaign, "1/Let").recruitsMarker);  // 4.3.1 B: back to full with recruits
    CHECK(page->damagedUnits().FindItem(-1, "1/Let") == -1);

    CHECK(undoItem(window).GetItemLabelText().Find("1/Let") != wxNOT_FOUND);
    undo(window);
    CHECK(testing::campaignDump(window.file()) == beforeRecovery);
    CHECK(side(window.campaign(), "Reds").recruitPoints == 5);
    CHECK(unit(window.campaign(), "1/Let").stepsLost == 1);

    // The loss, the override and the eight advances: back to the campaign as created.
    for (int action = 0; action < 10; ++action) undo(window);
    CHECK(testing::campaignDump(window.file()) == created);
    CHECK_FALSE(undoItem(window).IsEnabled());
    CHECK(window.takeErrors().empty());
}

TEST_CASE("spending RP outside the side's recruitment phase is one line and changes no byte") {
    CampaignWindowTest window;
    const std::string bytes = testing::readFile(window.file());
    window.answers().stepRecoveryAnswer = gui::StepRecoveryChoice{"Reds", "1/Let", 1, std::nullopt};
    window.choose("Turn", "Recover steps…");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().find("step recovery is done in the Reds' recruitment phase") !=
          std::string::npos);
    CHECK(testing::readFile(window.file()) == bytes);
    CHECK_FALSE(undoItem(window).IsEnabled());
    // The Turn page offers no recruitment outside that phase.
    CHECK_FALSE(window.frame().actions().turnPage()->recoverButton().IsEnabled());
}

TEST_CASE("a unit record the rules refuse is one line, and with the umpire's override it lands") {
    CampaignWindowTest window;
    const std::string bytes = testing::readFile(window.file());
    core::UnitChangeRequest move;
    move.code = "1/Let";
    move.side = "Reds";
    move.hex = "1510";
    move.reason = "the Reds' forgotten move of the night";
    window.answers().unitChangeAnswer = gui::UnitChangeChoice{move, std::nullopt};
    window.choose("Turn", "Record unit change…");
    const auto errors = window.takeErrors();
    REQUIRE(errors.size() == 1);
    CHECK(errors.front().starts_with("tachanka: 7: 1/Let moves in the Reds' movement phase"));
    CHECK(testing::readFile(window.file()) == bytes);

    window.answers().unitChangeAnswer = gui::UnitChangeChoice{move, move.reason};
    window.choose("Turn", "Record unit change…");
    CHECK(window.takeErrors().empty());
    CHECK(unit(window.campaign(), "1/Let").hex == model::Hex::parse("1510"));
    const auto& outcome = window.frame().actions().lastOutcome();
    REQUIRE_FALSE(outcome.empty());
    CHECK(outcome.back().starts_with("Umpire's override (the Reds' forgotten move of the "
                                     "night): 7: 1/Let moves in the Reds' movement phase"));
}

TEST_CASE("prisoners taken and converted, and a battalion raised, from the Turn menu") {
    CampaignWindowTest window;
    // 4.1: prisoners are taken in combat (the Whites' combat phase, attacking the Reds) and
    // enlisted in their captor's recruitment phase.
    for (int phase = 0; phase < 5; ++phase) window.choose("Turn", "Advance phase");
    REQUIRE(window.campaign().phase == model::Phase::Combat);
    window.answers().prisonersTakenAnswer = gui::PrisonersChoice{"Reds", 4, "pursuit at Kromy", std::nullopt};
    window.choose("Turn", "Take prisoners…");
    CHECK(side(window.campaign(), "Reds").prisoners == 4);
    for (int phase = 0; phase < 3; ++phase) window.choose("Turn", "Advance phase");
    const int income = side(window.campaign(), "Reds").recruitPoints;

    // 4.1: three prisoners make one recruit point; the fourth stays a prisoner.
    window.answers().conversionAnswer = gui::ConversionChoice{"Reds", std::nullopt, std::nullopt};
    window.click(window.frame().actions().turnPage()->convertButton());
    CHECK(side(window.campaign(), "Reds").prisoners == 1);
    CHECK(side(window.campaign(), "Reds").recruitPoints == income + 1);

    // 4.3.2: a battalion of recruits costs 2 RP.
    window.answers().battalionAnswer = gui::BattalionChoice{{"Reds", "0309"}, std::nullopt};
    window.choose("Turn", "Build battalion…");
    const auto campaign = window.campaign();
    CHECK(side(campaign, "Reds").recruitPoints == income + 1 - 2);
    const model::Unit* raised = campaign.unit("Rec/1");
    REQUIRE(raised != nullptr);
    REQUIRE(raised->hex.has_value());
    CHECK(raised->hex->label() == "0309");
    CHECK(window.takeErrors().empty());
    const auto& outcome = window.frame().actions().lastOutcome();
    REQUIRE_FALSE(outcome.empty());
    CHECK(outcome.front().find("Rec/1") != std::string::npos);
}

TEST_CASE("every command of the Edit, Turn, Battle, Officers and Tools menus has a shortcut of "
          "its own") {
    CampaignWindowTest window;
    wxMenuBar* bar = window.frame().GetMenuBar();
    std::set<std::string> shortcuts;
    std::size_t commands = 0;
    for (const char* title : {"Edit", "Turn", "Battle", "Officers", "Tools"}) {
        const int index = bar->FindMenu(title);
        INFO(title);
        REQUIRE(index != wxNOT_FOUND);
        for (const wxMenuItem* item : bar->GetMenu(static_cast<size_t>(index))->GetMenuItems()) {
            if (item->IsSeparator()) continue;
            ++commands;
            INFO(item->GetItemLabelText().utf8_string());
            const std::unique_ptr<wxAcceleratorEntry> accelerator(item->GetAccel());
            REQUIRE(accelerator != nullptr);
            CHECK(shortcuts.insert(accelerator->ToString().utf8_string()).second);
        }
    }
    // Undo and History; advance, choose a main body, four recruitment commands, roll and play
    // a random event, unit change, override; plan, barrage, fight on the table, odds, resolve,
    // apply, void and report; three officer commands; two tools.
    CHECK(commands == 25);
}

TEST_CASE("the Turn page says what was done last, even when it was done outside this window") {
    CampaignWindowTest window;
    gui::TurnPanel* page = window.frame().actions().turnPage();
    REQUIRE(page != nullptr);
    CHECK(page->lastActionText().utf8_string().find("as it was created") != std::string::npos);

    {
        const core::UmpireOverride umpire("a raid outside the combat phase");  // 4.1
        core::takePrisoners(window.file(), "Reds", 2, std::string("raid at Kromy"));
    }
    window.frame().campaignChanged();
    window.settle();
    // Out of sight, the page reads the change when it is next shown or asked for.
    CHECK(window.frame().selectPage("turn"));
    const std::string shown = page->lastActionText().utf8_string();
    CHECK(shown.find("Reds") != std::string::npos);
    CHECK(shown.find("raid at Kromy") != std::string::npos);
}

TEST_CASE("a random event rolled with the table's dice and a held one played, from the Turn menu") {
    CampaignWindowTest window;
    // 6: the Whites' random events phase is their fourth after the depots.
    for (int phase = 0; phase < 3; ++phase) window.choose("Turn", "Advance phase");
    REQUIRE(window.campaign().phase == model::Phase::RandomEvents);
    window.answers().eventPlayAnswer = gui::EventPlayChoice{1, "unused"};
    window.choose("Turn", "Play held event…");
    CHECK(window.frame().actions().lastOutcome().front().find("No Controlled event") !=
          std::string::npos);
    window.answers().eventPlayAnswer.reset();
    // Tens 6, ones 7: 67, Fiery Speech on the White column of the shipped list, held (6.2).
    window.answers().eventRollAnswer = gui::EventRollChoice{std::vector<int>{6, 7}};
    window.choose("Turn", "Roll random event…");
    const auto rolled = window.frame().actions().lastOutcome();
    REQUIRE_FALSE(rolled.empty());
    CHECK(rolled.front() == "The Whites roll 67: Fiery Speech (controlled)");
    window.answers().eventPlayAnswer = gui::EventPlayChoice{1, "1/Kor passes its cohesion check"};
    window.choose("Turn", "Play held event…");
    CHECK(window.answers().heldEventsShown == std::vector<std::string>{"Fiery Speech"});
    CHECK(window.frame().actions().lastOutcome().front().find("The Whites play Fiery Speech") !=
          std::string::npos);
    CHECK(window.takeErrors().empty());
}
