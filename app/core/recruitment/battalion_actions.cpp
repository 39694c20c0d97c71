#include "app/core/recruitment/battalion_actions.hpp"

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/campaign_repository.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {
namespace {

int battalionsOnMap(const model::Side& side) {
    const auto units = side.units();
    return static_cast<int>(std::count_if(units.begin(), units.end(), [](const model::Unit* u) {
        return u->battalion && u->inPlay();
    }));
}

// "Rec/1", "Rec/2", ...: the first number no unit of the side has used, a destroyed
// battalion's included (its row stays for the record).
std::string nextBattalionCode(const model::Side& side) {
    const auto units = side.units();
    for (int number = 1;; ++number) {
        const std::string code = "Rec/" + std::to_string(number);
        const bool used = std::any_of(units.begin(), units.end(),
                                      [&](const model::Unit* u) { return u->code == code; });
        if (!used) return code;
    }
}

// The row id SQLite would choose, taken beforehand so the ledger row names the new unit.
std::int64_t nextUnitId(const model::Campaign& campaign) {
    std::int64_t highest = 0;
    for (const auto& side : campaign.sides) {
        for (const model::Unit* unit : side.units()) highest = std::max(highest, unit->id);
    }
    return highest + 1;
}

// The counter the scenario gives this side's recruits (4.3.2), from the scenario file the
// campaign was created from.
model::ScenarioUnit recruitCounter(const model::Campaign& campaign, const model::Side& side) {
    model::Scenario scenario;
    try {
        scenario = loadScenarioById(campaign.scenarioId);
    } catch (const UserError& error) {
        throw UserError("the recruit battalion's counter comes from scenario '" +
                        campaign.scenarioId + "', which cannot be read: " + error.what());
    }
    for (const auto& each : scenario.sides) {
        if (each.name == side.name && each.recruitBattalion) return *each.recruitBattalion;
    }
    throw UserError("scenario '" + campaign.scenarioId + "' gives the " + side.name +
                    " no recruit battalion counter (4.3.2)");
}

// The victory locations the other side holds: no battalion is raised in one.
std::vector<model::Hex> enemyLocations(const model::Campaign& campaign, const model::Side& side) {
    std::vector<model::Hex> hexes;
    for (const auto& location : campaign.locations) {
        if (location.controllerSideId && *location.controllerSideId != side.id) {
            hexes.push_back(location.hex);
        }
    }
    return hexes;
}

}  // namespace

RaisedBattalion buildBattalion(const std::filesystem::path& file, const BattalionRequest& request) {
    RaisedBattalion done;
    runCampaignAction(file, "battalion", "raise a recruit battalion", [&](ActionContext& ctx) {
        const auto& campaign = ctx.campaign;
        const model::Side& side = sideNamed(campaign, request.side);
        const auto tables = loadOrelOperationsTables().tables;
        ops::BattalionPlacement where;
        std::optional<model::Hex> hex;
        if (request.stationHex) {
            requirePhase(ctx, side, model::Phase::Recruitment, "raising a battalion at a station",
                         "4.3.2");
            hex = parseHex(*request.stationHex);
            // Until the club paints its railroads, the station and its line to a friendly
            // edge are the player's word (a map without stations asks nothing of them).
            auto layer = campaignMapLayer(ctx.database);
            ops::OrelMap map;
            map.extent = tables.map;
            if (!layer.map.map.railroads.empty()) map = std::move(layer.map.map);
            where = ops::stationPlacement(map, unitsOnMap(campaign), orelSide(side), *hex,
                                          enemyLocations(campaign, side));
        } else {
            requirePhase(ctx, side, model::Phase::Movement,
                         "raising a battalion that enters via a board edge", "4.3.2");
            where.viaFriendlyEdge = true;
        }
        // The scenario may allow fewer battalions than the rules' counter limit.
        auto rules = tables.recruitment;
        const ops::Side player = orelSide(side);
        rules.battalionLimit[player] =
            std::min(rules.battalionLimit.at(player), side.recruitBattalions);
        const int onMap = battalionsOnMap(side);
        const auto result = ops::createBattalion(rules, player, side.recruitPoints, onMap, where);
        if (result.refusal) throw UserError(*result.refusal);
        const model::ScenarioUnit counter = recruitCounter(campaign, side);
        if (side.formations.empty()) {
            throw UserError("the " + side.name + " have no formation to raise a battalion in");
        }

        model::Unit unit;
        unit.id = nextUnitId(campaign);
        unit.sideId = side.id;
        // Recruit battalions may be commanded by any formation (historical scenario's special
        // rule after 5.1): they join the side's top formation.
        unit.formationId = side.formations.front().id;
        unit.code = nextBattalionCode(side);
        unit.name = "Recruit battalion " + unit.code.substr(4);
        unit.kind = counter.kind;
        unit.stepsMax = counter.steps;
        unit.troopQuality = counter.troopQuality;
        unit.strength = counter.strength;
        unit.charge = counter.charge;
        unit.fire = counter.fire;
        unit.movement = counter.movement;
        unit.shock = counter.shock;
        unit.integratedArtillery = counter.integratedArtillery;
        unit.train = counter.train;
        unit.battalion = true;
        unit.hex = hex;
        if (!hex) {
            unit.arrival = model::Arrival{
                campaign.date, {}, 0, "enters this movement phase via a friendly board edge"};
        }
        const std::string placeText =
            hex ? "at the station in " + hex->label() : std::string("via a friendly board edge");
        const std::string reason = "the " + side.name + " raise recruit battalion " + unit.code +
                                   " " + placeText + " for " + std::to_string(rules.battalionCost) +
                                   " RP (4.3.2)";
        ctx.journal.insert(db::Table::Unit, db::unitRow(unit),
                           db::LedgerTags::of(model::LedgerKind::UnitRaised)
                               .forSide(side.id)
                               .forUnit(unit.id)
                               .because(reason));
        // Like every infantry unit, a new battalion is led by a junior officer drawing a token
        // from the pool of the formation it joins (Red Actions! "Definitions").
        OfficerStaff staff(ctx.database);
        if (!staff.pools.empty()) {
            auto& pool = staff.poolFor(ctx.campaign, side.id, unit.formationId);
            rules::SeededDice dice(ctx.diceSeed());
            enlistOfficer(ctx.journal, pool,
                          {side.id, pool.formationId, unit.id, "officer of " + unit.code,
                           model::OfficerRank::Junior},
                          dice);
        }
        ctx.journal.set(db::Table::Side, side.id, db::Column::RecruitPoints,
                        db::Value(std::int64_t{result.pool}),
                        db::LedgerTags::of(model::LedgerKind::RpSpent)
                            .forSide(side.id)
                            .forUnit(unit.id)
                            .by(rules.battalionCost)
                            .because(reason));
        ctx.journal.describe(reason);
        done = {side.name,
                unit.code,
                side.formations.front().name,
                hex ? std::optional<std::string>(hex->label()) : std::nullopt,
                unit.troopQuality,
                unit.stepsMax,
                rules.battalionCost,
                result.pool,
                result.battalionsOnMap,
                rules.battalionLimit.at(player)};
    }, battalionOrder(request));
    return done;
}

}  // namespace tachanka::core
