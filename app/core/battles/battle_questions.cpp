#include "app/core/battles/battle_questions.hpp"

#include <algorithm>
#include <stdexcept>

#include "app/core/battles/battle_run.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/battles/retreat_choices.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "rules/continued_dice.hpp"
#include "rules/orel/combat/battle_outcome.hpp"

namespace tachanka::core {
namespace {

namespace orel = rules::orel;

std::string listed(const std::vector<std::string>& codes) {
    std::string text;
    for (std::size_t i = 0; i < codes.size(); ++i) {
        text += (i == 0 ? "" : i + 1 == codes.size() ? " and " : ", ") + codes[i];
    }
    return text;
}

std::string pathReads(orel::RetreatPath path, int distance) {
    if (distance == 2) {
        switch (path) {
            case orel::RetreatPath::InfantryZoc:
                return "into infantry or artillery ZoC: a TQ check +1, surrender if failed "
                       "(8.7.3 A 2; cavalry passes unharmed)";
            case orel::RetreatPath::CavalryZoc:
                return "into cavalry ZoC: a TQ check +1, surrender if failed (8.7.3 A 2)";
            case orel::RetreatPath::Blocked: return "blocked";
            case orel::RetreatPath::Clear: break;
        }
        return "clear of enemy ZoC";
    }
    switch (path) {
        case orel::RetreatPath::InfantryZoc:
            return "into infantry or artillery ZoC: a TQ check +1, a step lost if failed "
                   "(8.5.1 a; cavalry and armoured cars pass unharmed)";
        case orel::RetreatPath::CavalryZoc:
            return "into cavalry ZoC: a TQ check +1, a step lost if failed (8.5.1 a)";
        case orel::RetreatPath::Blocked: return "blocked";
        case orel::RetreatPath::Clear: break;
    }
    return "clear of enemy ZoC";
}

// The battle's endings should the players answer so, counted past the dice already rolled.
BattleOdds oddsIf(SQLite::Database& database, const model::Campaign& campaign,
                  const model::Battle& battle, const orel::CombatTables& tables,
                  const model::BattleAnswers& answers) {
    CampaignDecisions assumed(database, campaign, battle, answers,
                              CampaignDecisions::Unanswered::Assume);
    const auto before = diceSoFar(battle);
    try {
        return battleOddsOf(orel::outcomeOdds([&](rules::Dice& dice) {
                                rules::ContinuedDice continued(
                                    before, dice, rules::ContinuedDice::Before::Skipped);
                                return resolveOrelBattle(campaign, battle, tables, continued,
                                                         &assumed);
                            }),
                            tables.anyProvisional());
    } catch (const std::length_error&) {
        return {};  // too many ways to count: the answer stands without its odds
    }
}

}  // namespace

std::string questionText(const model::Campaign& campaign, const model::Battle& battle,
                         const PendingQuestion& question) {
    const auto side = "the " + sideOf(campaign, question.sideId).name;
    const auto hex = battle.hex.label();
    if (question.awaiting == "assault") {
        return side + " decide whether to assault hex " + hex + " (8.8)";
    }
    if (question.awaiting == "advance") {
        return side + " decide which of " + listed(question.units) + " enter hex " + hex +
               (question.oneMust ? "; at least one combat unit must (8.8.3)"
                                 : "; none need to (8.7.4)");
    }
    if (question.distance == 2) {
        return side + " decide where " + listed(question.units) + " routs 2 hexes from " +
               question.from + ": " + retreatHexesText(hexesOf(question.hexes)) + " (8.7.3)";
    }
    return side + " decide where " + listed(question.units) + " retreats from " +
           question.from + ": " + retreatHexesText(hexesOf(question.hexes)) + " (8.5.1)";
}

std::string answersLine(const model::BattleAnswers& answers) {
    std::vector<std::string> parts;
    if (answers.assault) parts.push_back(std::string("assault ") + (*answers.assault ? "yes" : "no"));
    if (answers.advance) {
        parts.push_back("advance " + (answers.advance->empty() ? std::string("none")
                                                               : listed(*answers.advance)));
    }
    for (const auto& [code, hex] : answers.retreats) parts.push_back(code + " to " + hex.label());
    if (parts.empty()) return "none yet";
    std::string line;
    for (const auto& part : parts) line += (line.empty() ? "" : "; ") + part;
    return line;
}

std::optional<BattleQuestion> questionOf(SQLite::Database& database,
                                         const model::Campaign& campaign,
                                         const model::Battle& battle,
                                         const orel::CombatTables& tables) {
    if (battle.awaiting.empty()) return std::nullopt;
    BattleQuestion view;
    view.awaiting = battle.awaiting;
    const auto run = replayToQuestion(database, campaign, battle, tables);
    if (!run.question || run.question->awaiting != battle.awaiting) {
        view.text = "battle " + std::to_string(battle.id) + " waits for the players' choice (" +
                    battle.awaiting + "), but its units changed since: void it and plan it again";
        return view;
    }
    const auto& question = *run.question;
    view.side = sideOf(campaign, question.sideId).name;
    view.text = questionText(campaign, battle, question);
    view.units = question.units;
    view.from = question.from;
    view.oneMust = question.oneMust;
    const auto answerIf = [&](std::string answer, std::string reads, model::BattleAnswers answers) {
        view.answers.push_back({std::move(answer), std::move(reads),
                                oddsIf(database, campaign, battle, tables, answers)});
    };
    auto answers = battle.answers;
    if (question.awaiting == "assault") {
        answers.assault = true;
        answerIf("yes", "the attacker assaults (8.8)", answers);
        answers.assault = false;
        answerIf("no", "the battle ends with the hex held", answers);
    } else if (question.awaiting == "advance") {
        answers.advance = question.units;
        answerIf("all", listed(question.units) + " enter", answers);
        if (!question.oneMust) {
            answers.advance = std::vector<std::string>{};
            answerIf("none", "the attacker stays where it is", answers);
        }
    } else {
        for (const auto& option : question.hexes) {
            auto retreating = answers;
            retreating.retreats.emplace_back(question.units.front(), model::Hex::parse(option.hex));
            answerIf(option.hex, pathReads(option.path, question.distance), retreating);
        }
    }
    return view;
}

}  // namespace tachanka::core

namespace tachanka::core {

std::vector<RetreatingUnit> battleRetreats(const std::filesystem::path& file, std::int64_t id) {
    const auto tables = loadOrelCombatTables();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        CampaignDecisions decisions(database, campaign, battle, battle.answers,
                                    CampaignDecisions::Unanswered::Assume);
        const auto choicesOf = [&](const std::string& code, int distance) {
            std::vector<RetreatHexChoice> choices;
            for (const auto& option : decisions.retreatOptions(code, distance)) {
                choices.push_back(
                    {option.hex, std::string(model::nameOf(rules::orel::retreatPathNames, option.path))});
            }
            return choices;
        };
        std::vector<RetreatingUnit> units;
        if (battle.awaiting == "retreat") {
            const auto run = replayToQuestion(database, campaign, battle, tables);
            if (run.question) {
                for (const auto& code : run.question->units) {
                    units.push_back({code, sideOf(campaign, run.question->sideId).name,
                                     run.question->from, run.question->distance,
                                     choicesOf(code, run.question->distance), std::nullopt,
                                     true});
                }
            }
            return units;
        }
        for (const auto& entry : battle.units) {
            const auto& effect = entry.effect;
            if (effect.retreatHexes == 0 || effect.fate != model::UnitFate::Active) continue;
            RetreatingUnit unit{entry.code, sideOf(campaign, entry.sideId).name,
                                entry.role == model::BattleRole::Attacker && entry.hexBefore
                                    ? entry.hexBefore->label()
                                    : battle.hex.label(),
                                effect.retreatHexes,
                                choicesOf(entry.code, std::min(effect.retreatHexes, 2)),
                                std::nullopt, false};
            if (effect.retreatTo) unit.goesTo = effect.retreatTo->label();
            units.push_back(std::move(unit));
        }
        return units;
    });
}

}  // namespace tachanka::core
