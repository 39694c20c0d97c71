
#include <algorithm>
#include <set>

#include "app/core/battles/battle_ending.hpp"
#include "app/core/battles/battle_ledger_notes.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/retreat_choices.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/records/unit_changes.hpp"
#include "db/battle_records.hpp"
#include "db/campaign_cache.hpp"

namespace tachanka::core {
namespace {

std::string battleName(const model::Battle& battle) {
    return "battle " + std::to_string(battle.id);
}

bool fights(const model::BattleUnit& unit) {
    return unit.role == model::BattleRole::Attacker || unit.role == model::BattleRole::Defender ||
           unit.role == model::BattleRole::Sheltering;
}

bool attacking(const model::BattleUnit& unit) { return unit.role == model::BattleRole::Attacker; }

// Checks the battle can be applied to the campaign as it stands, and where each unit that
// leaves the hex goes.
// 8.5.1: the hexes a side's retreating stack may choose, with the steps it has left.
std::vector<model::Hex> retreatChoices(SQLite::Database& database, const model::Campaign& campaign,
                                       const model::Battle& battle, bool attackers) {
    int steps = 0;
    std::optional<model::Hex> from;
    std::int64_t sideId = 0;
    for (const auto& entry : battle.units) {
        if (!fights(entry) || attacking(entry) != attackers || entry.effect.retreatHexes == 0)
            continue;
        const auto& unit = unitOfBattle(campaign, battle, entry);
        steps += entry.stepsBefore - entry.effect.stepsLost;
        from = entry.hexBefore;
        sideId = unit.sideId;
    }
    if (!from) return {};
    return permittedRetreats(database, campaign, battle, sideId, *from, steps);
}

std::map<std::int64_t, model::Hex> checkedMoves(SQLite::Database& database,
                                                const model::Campaign& campaign,
                                                const model::Battle& battle,
                                                const BattleMoves& moves) {
    if (battle.state != model::BattleState::Resolved) {
        throw UserError(battleName(battle) + " is " +
                        std::string(model::nameOf(model::battleStateNames, battle.state)) +
                        ": only a resolved battle can be applied");
    }
    if (battle.date != campaign.date) {
        throw UserError(battleName(battle) + " was fought on " + battle.date.longForm() +
                        "; the campaign is now at " + campaign.date.longForm());
    }
    std::map<std::int64_t, model::Hex> destinations;
    std::optional<model::Hex> defenderTo;
    std::optional<model::Hex> attackerTo;
    if (moves.defenderRetreat)
        defenderTo = hexNamed(*moves.defenderRetreat, "the defenders' retreat hex");
    if (moves.attackerRetreat)
        attackerTo = hexNamed(*moves.attackerRetreat, "the attackers' retreat hex");
    for (const auto& entry : battle.units) {
        if (!fights(entry)) continue;
        const auto& unit = unitOfBattle(campaign, battle, entry);
        if (unit.stepsRemaining() != entry.stepsBefore || unit.hex != entry.hexBefore) {
            throw UserError(entry.code + " changed since " + battleName(battle) +
                            " was planned: void the battle and plan it again");
        }
        const auto& effect = entry.effect;
        if (effect.retreatHexes == 0 || effect.fate != model::UnitFate::Active) continue;
        // 8.5.1, 8.7.3: a retreat's or a rout's hex was asked when the unit retreated; given
        // here only where the plan declared the path the umpire traced.
        const bool sent = effect.retreatTo.has_value();
        const auto& given = attacking(entry) ? attackerTo : defenderTo;
        if (sent && given && *given != *effect.retreatTo) {
            throw UserError(entry.code + " retreated to " + effect.retreatTo->label() +
                            ", the hex its side chose when it " +
                            (effect.retreatHexes >= 2 ? "routed (8.7.3)" : "retreated (8.5.1)") +
                            ", not " + given->label());
        }
        const auto& to = sent ? effect.retreatTo : given;
        const std::string whose = attacking(entry) ? "attackers'" : "defenders'";
        const auto permitted = retreatChoices(database, campaign, battle, attacking(entry));
        if (!to) {
            const bool routs = effect.retreatHexes >= 2;
            const std::string open =
                permitted.empty() ? "8.5.1 leaves it no hex: the retreat is blocked"
                : routs ? "by 8.5.1 its first hex is " + retreatHexesText(permitted)
                        : "by 8.5.1 it goes to " + retreatHexesText(permitted);
            throw UserError(entry.code + (routs ? " routs 2 hexes" : " retreats 1 hex") +
                            ": say where the " + whose + " retreat ends (" + open + ")");
        }
        const int hexes = model::distance(*entry.hexBefore, *to);
        if (hexes < 1 || hexes > effect.retreatHexes) {
            throw UserError(entry.code + " retreats " + std::to_string(effect.retreatHexes) +
                            (effect.retreatHexes == 1 ? " hex" : " hexes") + " from " +
                            entry.hexBefore->label() + ": hex " + to->label() + " is " +
                            std::to_string(hexes) + " away");
        }
        if (*to == battle.hex || enemyInPlayAt(campaign, unit.sideId, *to)) {
            throw UserError(entry.code + " cannot retreat into hex " + to->label() +
                            ": the enemy holds it (8.5.1)");
        }
        if (!sent && effect.retreatHexes == 1 && !permitted.empty() &&
            std::find(permitted.begin(), permitted.end(), *to) == permitted.end()) {
            throw UserError("the " + whose + " retreat goes to " + retreatHexesText(permitted) +
                            " by the priorities of 8.5.1, not to " + to->label());
        }
        destinations[entry.unitId] = *to;
    }
    return destinations;
}

class Applier {
public:
    Applier(ActionContext& context, const model::Battle& battle, std::vector<std::string>& lines)
        : context_(context), battle_(battle), lines_(lines) {}

    void apply(const std::map<std::int64_t, model::Hex>& destinations) {
        // The losers leave the hex before the winners advance into it, so that a victory
        // location there passes to the side that now holds it alone.
        for (const auto& entry : battle_.units) {
            if (fights(entry) && !attacking(entry)) applyTo(entry, destinations);
        }
        for (const auto& entry : battle_.units) {
            if (attacking(entry)) applyTo(entry, destinations);
        }
        unsupplySupport();
        releaseAttackedFormations();
        cancelAttacksOnDislodgedHex();
        prisoners(battle_.attackerSideId, battle_.attackerPrisoners);
        prisoners(otherSide(context_.campaign, battle_.attackerSideId).id,
                  battle_.defenderPrisoners);
        context_.journal.set(
            db::Table::Battle, battle_.id, db::Column::State, std::string("applied"),
            db::LedgerTags::of(model::LedgerKind::BattleApplied)
                .inBattle(battle_.id)
                .because(battleNote(battle_.id, db::Column::State, std::string("applied"))));
    }

private:
    void applyTo(const model::BattleUnit& entry,
                 const std::map<std::int64_t, model::Hex>& destinations) {
        auto& context = caughtUp();
        const auto& effect = entry.effect;
        UnitChanges changes(context, unitOfBattle(context.campaign, battle_, entry),
                            {battle_.id, ""}, lines_);
        const auto destination = destinations.find(entry.unitId);
        if (destination != destinations.end() ||
            (effect.advanced && effect.fate == model::UnitFate::Active)) {
            const auto to = destination != destinations.end() ? destination->second : battle_.hex;
            context_.journal.set(db::Table::BattleUnit, entry.id, db::Column::MovedTo, to.label(),
                                 changes.tags(model::LedgerKind::BattleEffect, 0,
                                              entry.code + " moves to " + to.label()));
        }
        if (effect.fate == model::UnitFate::Captured) {
            if (effect.stepsLost > 0 && effect.stepsLost < changes.unit().stepsRemaining()) {
                changes.lose(effect.stepsLost);
            }
            changes.capture(otherSide(context.campaign, entry.sideId), false);
            return;
        }
        if (effect.fate == model::UnitFate::Pending) {
            changes.withdraw(battle_.date.plusDays(2), "9.1.1: repaired, via the same railroad");
            return;
        }
        if (effect.stepsLost > 0)
            changes.lose(std::min(effect.stepsLost, changes.unit().stepsRemaining()));
        if (effect.fate == model::UnitFate::Eliminated) {
            changes.eliminate();
            changes.juniorOfficerKilled();
            return;
        }
        if (changes.unit().lost()) {
            changes.juniorOfficerKilled();
            return;
        }
        if (effect.mode && *effect.mode != changes.unit().mode) changes.mode(*effect.mode);
        if (effect.unsupplied && !changes.unit().unsupplied) changes.unsupplied(true);
        if (destination != destinations.end()) {
            changes.move(destination->second);
        } else if (effect.advanced) {
            changes.move(battle_.hex);
        }
    }

    // 10.2: a formation inactive "unless attacked" is released when one of its units is
    // attacked (its release conditions are worded by model::releaseConditionsText).
    void releaseAttackedFormations() {
        // 8.1 and 8.2.1 name "attacks and barrages" apart: a barrage is no attack.
        if (isBarrage(battle_)) return;
        std::set<std::int64_t> released;
        const auto& campaign = caughtUp().campaign;
        for (const auto* entry : battle_.withRole(model::BattleRole::Defender)) {
            const auto& side = sideOf(campaign, entry->sideId);
            // The unit may have left play in this battle: its formation is released all the same.
            const auto* unit = unitWithId(campaign, entry->unitId);
            for (const auto* formation : formationChain(campaign, unit->formationId)) {
                if (!formation->inactiveThrough || *formation->inactiveThrough < battle_.date ||
                    !model::releasedWhenAttacked(formation->releaseConditions) ||
                    !released.insert(formation->id).second) {
                    continue;
                }
                const std::string line = formation->name + " is released: attacked in battle " +
                                         std::to_string(battle_.id) + " (10.2)";
                context_.journal.set(db::Table::Formation, formation->id,
                                     db::Column::InactiveThrough, db::nullValue(),
                                     db::LedgerTags::of(model::LedgerKind::FormationReleased)
                                         .forSide(side.id)
                                         .inBattle(battle_.id)
                                         .because(line));
                lines_.push_back(line);
            }
        }
    }

    // 8.2.1: the guns that supported an attack without munitions end Unsupplied.
    void unsupplySupport() {
        for (const auto& entry : battle_.units) {
            if (entry.role != model::BattleRole::AttackerSupport || !entry.effect.unsupplied) {
                continue;
            }
            auto& context = caughtUp();
            const auto* unit = unitWithId(context.campaign, entry.unitId);
            if (unit == nullptr || !unit->inPlay() || unit->unsupplied) continue;
            UnitChanges changes(context, *unit, {battle_.id, ""}, lines_);
            changes.unsupplied(true);
        }
    }

    // 7.2 "If the defender is dislodged from the hex while some attacks remain unresolved, they
    // are cancelled and the troops involved in them cannot advance after combat".
    void cancelAttacksOnDislodgedHex() {
        if (isBarrage(battle_)) return;
        if (enemyInPlayAt(caughtUp().campaign, battle_.attackerSideId, battle_.hex)) return;
        for (const auto& other : db::loadBattles(context_.database, battle_.date.iso())) {
            if (other.id == battle_.id || other.hex != battle_.hex || isBarrage(other) ||
                other.state != model::BattleState::Planned) {
                continue;
            }
            const std::string line = battleName(other) + " is cancelled: the defender was "
                                     "dislodged from " + battle_.hex.label() + " by " +
                                     battleName(battle_) + " (7.2)";
            context_.journal.set(db::Table::Battle, other.id, db::Column::State,
                                 std::string("voided"),
                                 db::LedgerTags::of(model::LedgerKind::BattleVoided)
                                     .inBattle(other.id)
                                     .because(line));
            lines_.push_back(line);
        }
    }

    // 4.1: the steps a battle captured move the side's Prisoners marker.
    void prisoners(std::int64_t sideId, int steps) {
        if (steps == 0) return;
        auto& context = caughtUp();
        takePrisoners(context, sideOf(context.campaign, sideId), steps, {battle_.id, ""}, lines_);
    }

    // The action's context with the campaign as this apply has left it so far: each step goes
    // on from the last one's changes.
    ActionContext& caughtUp() {
        auto now = db::campaignWithOwnChanges(context_.database, context_.state,
                                              context_.journal.actionId());
        caughtUp_.emplace(ActionContext{context_.journal, context_.database, now, *now,
                                        context_.order});
        return *caughtUp_;
    }

    ActionContext& context_;
    std::optional<ActionContext> caughtUp_;
    const model::Battle& battle_;
    std::vector<std::string>& lines_;
};

}  // namespace

std::vector<std::string> applyInAction(ActionContext& context, std::int64_t id,
                                       const BattleMoves& moves) {
    const auto battle = battleNumbered(context.database, id);
    const auto destinations = checkedMoves(context.database, context.campaign, battle, moves);
    std::vector<std::string> lines;
    Applier(context, battle, lines).apply(destinations);
    // A battle that changed no unit says so: a preview of nothing read as a blank line.
    if (lines.empty()) lines.push_back("no unit changes: " + battle.outcome);
    context.journal.describe("apply battle " + std::to_string(id) + ": " + battle.outcome);
    return lines;
}

std::vector<std::string> rehearseBattleEnding(const std::filesystem::path& file,
                                              const BattleEnding& ending) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::open(file);
        auto& database = campaignFile.database();
        std::vector<std::string> changes;
        campaignFile.rehearse([&] {
            db::Journal journal(database, "battle-apply", "preview");
            auto state = db::campaignAsItStands(campaignFile);
            ActionContext context{journal, database, state, *state};
            changes = ending(context);
        });
        return changes;
    });
}

BattleView applyBattleEnding(const std::filesystem::path& file, std::int64_t id,
                             const std::string& summary, const BattleEnding& ending) {
    std::vector<std::string> changes;
    runCampaignAction(file, "battle-apply", summary,
                      [&](ActionContext& context) { changes = ending(context); });
    auto view = showBattle(file, id);
    view.changes = std::move(changes);
    return view;
}

std::vector<std::string> previewBattle(const std::filesystem::path& file, std::int64_t id,
                                       const BattleMoves& moves) {
    return rehearseBattleEnding(
        file, [&](ActionContext& context) { return applyInAction(context, id, moves); });
}

BattleView applyBattle(const std::filesystem::path& file, std::int64_t id,
                       const BattleMoves& moves) {
    return applyBattleEnding(file, id, "apply a battle", [&](ActionContext& context) {
        return applyInAction(context, id, moves);
    });
}

BattleView voidBattle(const std::filesystem::path& file, std::int64_t id,
                      const std::string& reason) {
    runCampaignAction(file, "battle-void", "void a battle", [&](ActionContext& context) {
        const auto battle = battleNumbered(context.database, id);
        if (battle.state == model::BattleState::Applied) {
            throw UserError(battleName(battle) + " is applied: undo its apply first, then void it");
        }
        if (battle.state == model::BattleState::Voided) {
            throw UserError(battleName(battle) + " is already voided");
        }
        if (battle.date != context.campaign.date) {
            throw UserError(battleName(battle) + " was fought on " + battle.date.longForm() +
                            ": a battle is voided only before its day ends");
        }
        context.journal.set(db::Table::Battle, id, db::Column::State, std::string("voided"),
                            db::LedgerTags::of(model::LedgerKind::BattleVoided)
                                .inBattle(id)
                                .because(reason));
        context.journal.describe("void battle " + std::to_string(id));
    });
    return showBattle(file, id);
}

}  // namespace tachanka::core
