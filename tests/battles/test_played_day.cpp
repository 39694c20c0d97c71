// Issue 14's second measure: a day of the historical scenario with several battles, each
// applied, then printed. The battle reports, the turn sheet and the attrition report must say
// what the ledger says.

#include <doctest/doctest.h>

#include <map>

#include "app/core/battles/battle_print.hpp"
#include "app/core/battles/battles.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/printing/print_service.hpp"
#include "tests/support/answered_battle.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// A hex next to `hex` that holds no unit of `enemySide`: where a retreat from it may end.
std::string retreatHexFrom(const model::Campaign& campaign, model::Hex hex, const std::string& enemySide,
                           model::Hex battleHex) {
    const auto* enemy = campaign.side(enemySide);
    for (const auto& next : model::neighbours(hex)) {
        if (next == battleHex) continue;
        bool held = false;
        for (const auto* unit : enemy->units()) held = held || (unit->inPlay() && unit->hex == next);
        if (!held) return next.label();
    }
    return "";
}

}  // namespace

TEST_CASE("A day of battles applied and printed agrees with the ledger") {
    HistoricalCampaign played;
    played.advanceTo("1919-10-15", "Reds", model::Phase::Combat);
    const auto attacks = core::possibleAttacks(played.file());
    REQUIRE(attacks.size() >= 3);

    std::vector<std::int64_t> ids;
    for (std::size_t i = 0; i < 3; ++i) {
        core::BattlePlanRequest plan;
        plan.attackers = attacks[i].attackers;
        plan.hex = attacks[i].hex;
        const auto id = core::planBattle(played.file(), plan).battle.id;
        core::BattleDice dice;
        dice.seed = 1000 + i;
        const auto resolved = testing::resolveAnsweringFirst(played.file(), id, dice).battle;
        const auto campaign = played.campaign();
        core::BattleMoves moves;
        for (const auto& unit : resolved.units) {
            if (unit.effect.retreatHexes == 0 || unit.effect.fate != model::UnitFate::Active) continue;
            const bool attacker = unit.role == model::BattleRole::Attacker;
            const auto to = retreatHexFrom(campaign, *unit.hexBefore, attacker ? "Whites" : "Reds",
                                           resolved.hex);
            (attacker ? moves.attackerRetreat : moves.defenderRetreat) = to;
        }
        core::applyBattle(played.file(), id, moves);
        ids.push_back(id);
    }

    // What the battles say each side lost.
    std::map<std::string, std::int64_t> lostInBattles;
    std::map<std::string, std::int64_t> prisoners;
    const auto battles = core::listBattles(played.file(), "1919-10-15");
    REQUIRE(battles.size() == 3);
    for (const auto& view : battles) {
        CHECK(view.battle.state == model::BattleState::Applied);
        for (const auto& unit : view.battle.units) {
            const auto& side = unit.role == model::BattleRole::Attacker ? view.attackerSide
                                                                        : view.defenderSide;
            // A unit lost whole counts the steps it still had (the attrition's reading).
            lostInBattles[side] += unit.effect.fate == model::UnitFate::Active
                                       ? unit.effect.stepsLost
                                       : unit.stepsBefore;
        }
        prisoners[view.attackerSide] += view.battle.attackerPrisoners;
        prisoners[view.defenderSide] += view.battle.defenderPrisoners;
    }

    // The ledger's battle rows and the attrition report say the same.
    const auto report = core::attritionReport(played.file(), core::AttritionGrouping::Side, std::nullopt);
    for (const auto& side : {std::string("Reds"), std::string("Whites")}) {
        std::int64_t ledgerSteps = 0;
        for (const auto id : ids) {
            core::LedgerQuery query;
            query.battle = id;
            query.side = side;
            for (const auto& row : core::listLedger(played.file(), query)) {
                if (row.kind == "step-lost" || row.kind == "unit-captured") ledgerSteps += row.amount;
                if (row.kind == "unit-eliminated" && row.amount > 0) ledgerSteps += row.amount;
            }
        }
        CAPTURE(side);
        CHECK(ledgerSteps == lostInBattles[side]);
        std::int64_t attrition = 0;
        std::int64_t taken = 0;
        for (const auto& line : report.turns) {
            if (line.date == "1919-10-15" && line.side == side) {
                attrition += line.values.stepsLost;
                taken += line.values.prisonersTaken;
            }
        }
        CHECK(attrition == lostInBattles[side]);
        CHECK(taken == prisoners[side]);
    }

    // Printed: a report per battle, and the turn sheet's battles of the day.
    const auto folder = played.file().parent_path();
    core::PrintRequest request;
    request.campaign = played.file();
    request.output = folder / "day-battles.pdf";
    core::printDocument("battle", request);
    CHECK(pdfProblems(request.output).empty());
    CHECK(std::stoi(pdfInfo(request.output).at("Pages")) >= 3);
    const auto text = pdfText(request.output);
    for (const auto& view : battles) {
        CHECK(text.find("Battle " + std::to_string(view.battle.id) + " · 15 October 1919 · hex " +
                        view.battle.hex.label()) != std::string::npos);
    }
    request.output = folder / "sheet.pdf";
    request.side = "Reds";
    core::printDocument("turn-sheet", request);
    const auto sheet = pdfText(request.output);
    for (const auto& view : battles) CHECK(sheet.find(view.battle.hex.label()) != std::string::npos);
}
