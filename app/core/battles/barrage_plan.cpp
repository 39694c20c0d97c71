#include <algorithm>

#include "app/core/campaign/umpire_override.hpp"
#include "app/core/battles/battle_munitions.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/battles/planned_battles.hpp"
#include "app/core/map/map_battle_ground.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/seats/order_book.hpp"
#include "rules/orel/combat/barrage_battle.hpp"
#include "rules/orel/combat/campaign_units.hpp"

namespace tachanka::core {
namespace {

class BarragePlanner {
public:
    BarragePlanner(ActionContext& context, const BarragePlanRequest& request)
        : context_(context),
          request_(request),
          database_(context.database),
          campaign_(context.campaign),
          side_(sideNamed(campaign_, campaign_.activeSide)),
          enemy_(otherSide(campaign_, side_.id)),
          fought_(foughtToday(context.database, campaign_, side_.id)) {}

    model::Battle plan(const rules::orel::CombatTables& tables) {
        if (campaign_.phase != model::Phase::Combat) {
            ruleRefuses(context_, {"8.1: barrages are fired in the combat phase; the campaign "
                                   "is at " + campaign_.turnLine(),
                                   side_.id, std::nullopt});
        }
        const auto& gun = firingUnit(request_.gun, side_);
        if (const auto found = fought_.barraged.find(gun.id); found != fought_.barraged.end()) {
            throw UserError(gun.code + " already fired its barrage today in " +
                            inBattle(found->second) + " (8.3.1: one enemy unit a gun)");
        }
        if (const auto found = fought_.supported.find(gun.id); found != fought_.supported.end()) {
            throw UserError(gun.code + " fired support in " + inBattle(found->second) +
                            ": barrages come before the attacks (8.1)");
        }
        const auto& target = targetUnit();
        inRange(gun, *target.hex, "its target " + target.code);
        model::Battle battle;
        battle.date = campaign_.date;
        battle.hex = *target.hex;
        battle.system = std::string(orelSystem);
        battle.attackerSideId = side_.id;
        battle.seed = campaign_.seed;
        battle.choices.attack = std::string(barrageAttack);
        battle.choices.terrain = groundOf(target, request_.terrain, request_.terrainFromMap);
        battle.choices.options = {"artillery-terrain=" +
                                  groundOf(gun, request_.gunTerrain, request_.gunTerrainFromMap)};
        checkOrelOptions(battle.choices, tables);
        battle.units.push_back(battleEntryOf(gun, model::BattleRole::Attacker));
        battle.units.push_back(battleEntryOf(target, model::BattleRole::Defender));
        for (const auto& code : request_.counterbattery) {
            const auto& answering = firingUnit(code, enemy_);
            if (const auto found = fought_.counterbattery.find(answering.id);
                found != fought_.counterbattery.end()) {
                throw UserError(code + " already fired counterbattery today in " +
                                inBattle(found->second) + " (8.4)");
            }
            inRange(answering, *gun.hex, gun.code);
            battle.units.push_back(battleEntryOf(answering, model::BattleRole::DefenderSupport));
        }
        return battle;
    }

private:
    // The typed terrain, or the painted map's when the plan reads the ground off it.
    std::string groundOf(const model::Unit& unit, const std::string& typed, bool fromMap) const {
        if (!fromMap || !unit.hex) return typed;
        return unitTerrainOnMap(database_, *unit.hex, unit.townCentre).value_or(typed);
    }

    const model::Unit& firingUnit(const std::string& code, const model::Side& side) {
        const auto& unit = unitNamedOnce(campaign_, code, side, named_);
        if (!rules::orel::firesSupport(unit)) {
            throw UserError(code +
                            " is not artillery or an armoured train: only they fire "
                            "barrages and counterbattery (8.3, 8.4)");
        }
        if (unit.mode == model::UnitMode::Routed) {
            throw UserError(code + " is routed and may not fire (8.7.3)");
        }
        return unit;
    }

    // 8.3.1, 8.4: within 2 hexes; 5.3: an out-of-command gun fires only at adjacent units.
    static void inRange(const model::Unit& gun, const model::Hex& at, const std::string& what) {
        const int hexes = model::distance(*gun.hex, at);
        if (rules::orel::withinBarrageRange(hexes, gun.outOfCommand)) return;
        if (!rules::orel::withinBarrageRange(hexes, false)) {
            throw UserError(gun.code + " in hex " + gun.hex->label() + " is " +
                            std::to_string(hexes) + " hexes from " + what + " in hex " +
                            at.label() + ": guns fire at 1 or 2 hexes (8.3.1)");
        }
        throw UserError(gun.code +
                        " is out of command: it fires only at adjacent enemy "
                        "units (5.3)");
    }

    const model::Unit& targetUnit() {
        const auto& target = unitNamedOnce(campaign_, request_.target, enemy_, named_);
        std::vector<rules::orel::UnitKind> stackedWith;
        for (const auto* other : enemy_.units()) {
            if (other->id != target.id && other->inPlay() && !other->offMap &&
                other->hex == target.hex) {
                stackedWith.push_back(rules::orel::combatKindOf(*other));
            }
        }
        const auto refusal =
            rules::orel::barrageTargetRefusal(rules::orel::combatKindOf(target), stackedWith);
        if (!refusal.empty()) throw UserError(target.code + " cannot be barraged: " + refusal);
        return target;
    }

    ActionContext& context_;
    const BarragePlanRequest& request_;
    SQLite::Database& database_;
    const model::Campaign& campaign_;
    const model::Side& side_;
    const model::Side& enemy_;
    FoughtToday fought_;
    std::set<std::int64_t> named_;
};

}  // namespace

BarrageReach barrageReach(const model::Campaign& campaign, const std::string& gunCode) {
    BarrageReach reach;
    const model::Unit* gun = campaign.unit(gunCode);
    if (gun == nullptr || !gun->hex) return reach;
    for (const auto& side : campaign.sides) {
        if (side.id == gun->sideId) continue;
        for (const model::Unit* unit : side.units()) {
            if (!unit->inPlay() || unit->offMap || !unit->hex) continue;
            const int hexes = model::distance(*gun->hex, *unit->hex);
            if (rules::orel::withinBarrageRange(hexes, gun->outOfCommand)) {
                reach.targets.push_back(unit->code);
            }
            if (canFireSupport(*unit) &&
                rules::orel::withinBarrageRange(hexes, unit->outOfCommand)) {
                reach.counterbattery.push_back(unit->code);
            }
        }
    }
    return reach;
}

BattleView planBarrage(const std::filesystem::path& file, const BarragePlanRequest& request) {
    const auto tables = loadOrelCombatTables();
    std::int64_t id = 0;
    runCampaignAction(file, "battle-barrage", "plan a barrage", [&](ActionContext& context) {
        auto battle = BarragePlanner(context, request).plan(tables);
        drawMunitions(context, battle, request.depot);
        id = storePlannedBattle(context, battle);
    }, barragePlanOrder(request));
    return showBattle(file, id);
}

}  // namespace tachanka::core
