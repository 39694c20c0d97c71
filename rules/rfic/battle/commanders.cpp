#include "rules/rfic/battle/commanders.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "rules/rfic/hits.hpp"

namespace tachanka::rules::rfic {

const BattleCommander* commanderCoded(const RficBattle& battle, const std::string& code) {
    for (const auto& commander : battle.commanders) {
        if (commander.code() != code) continue;
        if (commander.killed) throw std::invalid_argument(code + " is killed");
        return &commander;
    }
    return nullptr;
}

BattleCommander* commanderCoded(RficBattle& battle, const std::string& code) {
    return const_cast<BattleCommander*>(commanderCoded(std::as_const(battle), code));
}

const BattleCommander* commanderWith(const RficBattle& battle, const BattleUnit& unit) {
    for (const auto& commander : battle.commanders) {
        if (!commander.killed && commander.attacker == unit.attacker &&
            commander.withUnit == unit.code) {
            return &commander;
        }
    }
    return nullptr;
}

std::vector<std::string> commanderHolders(const RficBattle& battle) {
    std::vector<std::string> holders;
    for (const auto& commander : battle.commanders) {
        if (!commander.killed) holders.push_back(commander.code());
    }
    return holders;
}

void shareCards(const RficBattle& battle, std::vector<DealtCard>& dealt,
                std::vector<std::string>& cells) {
    const auto holding = [&](const std::string& holder) {
        return std::find_if(dealt.begin(), dealt.end(),
                            [&](const DealtCard& card) { return card.holder == holder; });
    };
    for (const auto& commander : battle.commanders) {
        if (commander.killed || commander.withUnit.empty()) continue;
        const auto his = holding(commander.code());
        const auto unit = holding(commander.withUnit);
        if (his == dealt.end() || unit == dealt.end()) continue;
        const auto shared = commanderInHex({his->card, {unit->card}, 0});
        cells.push_back(commander.code() + " with " + commander.withUnit + ": " +
                        textOf(shared.discarded) + " discarded, both activated on " +
                        textOf(shared.commanderWithUnit));
        his->card = shared.commanderWithUnit;
        unit->card = shared.commanderWithUnit;
    }
}

void joinUnit(RficBattle& battle, BattleCommander& commander, const std::string& unit,
              std::vector<std::string>& effects) {
    if (unit.empty() || unit == "alone") {
        commander.withUnit.clear();
        effects.push_back(commander.code() + " is on his own");
        return;
    }
    const auto joined = std::find_if(battle.units.begin(), battle.units.end(),
                                     [&](const BattleUnit& each) { return each.code == unit; });
    if (joined == battle.units.end()) throw std::invalid_argument("the battle has no unit " + unit);
    if (joined->attacker != commander.attacker) {
        throw std::invalid_argument(commander.code() + " commands the other side, not " + unit);
    }
    if (joined->left() == 0 || joined->retreated) {
        throw std::invalid_argument(unit + " is no longer on the table");
    }
    commander.withUnit = unit;
    effects.push_back(commander.code() + " is with " + unit);
}

bool coverLetsHit(const RficTables& tables, CardSource& pile, const std::string& target,
                  std::vector<std::string>& cells) {
    const auto card = coverCard(tables.cards, pile);
    cells.push_back("cover card for " + target + ": " + textOf(card.card) +
                    (card.hitCounts ? " → the hit counts" : " → no effect"));
    return card.hitCounts;
}

void hitCommander(const RficTables& tables, BattleCommander& commander, int hits, bool cover,
                  CardSource& pile, std::vector<std::string>& cells,
                  std::vector<std::string>& effects) {
    const auto code = commander.code();
    for (int hit = 0; hit < hits && !commander.killed; ++hit) {
        if (cover && !coverLetsHit(tables, pile, code, cells)) continue;
        const auto resolved =
            resolveHit(tables.cards, {Target::Commander, Vehicle::LightAfv, commander.disrupted},
                       pile);
        std::string cards;
        for (const auto& card : resolved.cards) cards += " " + textOf(card);
        cells.push_back("hit on " + code + ":" + cards + " → " +
                        std::string(model::nameOf(hitOutcomeNames, resolved.outcome)));
        switch (resolved.outcome) {
            case HitOutcome::Disrupted:
                commander.disrupted = true;
                effects.push_back(code + " is disrupted");
                break;
            case HitOutcome::CommanderKilled:
                commander.killed = true;
                commander.withUnit.clear();
                effects.push_back(code + " is killed");
                break;
            case HitOutcome::CommanderWounded:
                commander.wounded = true;
                effects.push_back(code + " is wounded and remains disrupted");
                break;
            default:
                effects.push_back(code + " is unwounded");
                break;
        }
    }
}

bool rally(const RficTables& tables, const std::string& who, const CohesionRequest& request,
           CardSource& pile, std::vector<std::string>& cells, std::vector<std::string>& effects) {
    const auto rallied = regainCohesion(tables.cohesion, request, pile);
    std::string cards;
    for (const auto& card : rallied.cards) cards += " " + textOf(card);
    cells.push_back(who + " (" + std::string(model::nameOf(gradeNames, rallied.grade)) + "):" +
                    cards + (rallied.regained ? " → regains cohesion" : " → fails"));
    if (rallied.regained) effects.push_back(who + " regains cohesion");
    return rallied.regained;
}

void rallyCommander(const RficTables& tables, BattleCommander& commander, CardSource& pile,
                    std::vector<std::string>& cells, std::vector<std::string>& effects) {
    if (!commander.disrupted) throw std::invalid_argument(commander.code() + " is not disrupted");
    if (rally(tables, commander.code(), {Rallying::Commander}, pile, cells, effects)) {
        commander.disrupted = false;
    }
}

std::vector<std::string> commanderChanges(const RficBattle& before, const RficBattle& after) {
    std::vector<std::string> changes;
    for (std::size_t index = 0; index < after.commanders.size(); ++index) {
        const auto& was = before.commanders[index];
        const auto& now = after.commanders[index];
        std::vector<std::string> parts;
        if (now.killed && !was.killed) parts.emplace_back("killed");
        if (now.wounded && !was.wounded) parts.emplace_back("wounded");
        if (!now.killed && now.disrupted != was.disrupted) {
            parts.emplace_back(now.disrupted ? "disrupted" : "cohesion regained");
        }
        if (!now.killed && now.withUnit != was.withUnit) {
            parts.push_back(now.withUnit.empty() ? "on his own" : "with " + now.withUnit);
        }
        if (parts.empty()) continue;
        std::string text;
        for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
        changes.push_back(now.code() + ": " + text);
    }
    return changes;
}

}  // namespace tachanka::rules::rfic
