#include "app/core/seats/order_book.hpp"

#include "app/core/common/joined_words.hpp"

#include <charconv>

#include "app/core/campaign/command_phase.hpp"
#include "app/core/campaign/random_events.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"

namespace tachanka::core {
namespace {

constexpr std::string_view yes = "yes";

std::string joined(const std::vector<std::string>& words) { return joinedWords(words, ","); }

std::vector<std::string> split(const std::optional<std::string>& text, char between = ',') {
    std::vector<std::string> words;
    if (!text || text->empty()) return words;
    for (std::size_t at = 0; at <= text->size();) {
        const auto end = std::min(text->find(between, at), text->size());
        words.push_back(text->substr(at, end - at));
        at = end + 1;
    }
    return words;
}

std::string required(const Order& order, std::string_view name) {
    auto value = order.input(name);
    if (!value) throw UserError("the " + order.kind + " order has no '" + std::string(name) + "'");
    return std::move(*value);
}

std::int64_t numberIn(const Order& order, std::string_view name, const std::string& text) {
    std::int64_t number = 0;
    const auto end = text.data() + text.size();
    const auto [at, error] = std::from_chars(text.data(), end, number);
    if (error != std::errc() || at != end) {
        throw UserError("the " + order.kind + " order's '" + std::string(name) +
                        "' is a whole number, not '" + text + "'");
    }
    return number;
}

std::optional<std::int64_t> optionalNumber(const Order& order, std::string_view name) {
    const auto text = order.input(name);
    if (!text) return std::nullopt;
    return numberIn(order, name, *text);
}

std::int64_t requiredNumber(const Order& order, std::string_view name) {
    return numberIn(order, name, required(order, name));
}

bool flag(const Order& order, std::string_view name) { return order.input(name) == yes; }

void put(Order& order, std::string name, const std::optional<std::string>& value) {
    if (value) order.with(std::move(name), *value);
}

void putFlag(Order& order, std::string name, bool value) {
    if (value) order.with(std::move(name), std::string(yes));
}

// A battle the side's file numbered: the same here, unless these orders planned it.
std::int64_t battleHere(std::int64_t there, const std::map<std::int64_t, std::int64_t>& battles) {
    const auto planned = battles.find(there);
    return planned == battles.end() ? there : planned->second;
}

// --- each kind: its order from the request, and the request back from the order ---

UnitChangeRequest unitChangeOf(const Order& order) {
    UnitChangeRequest request;
    request.code = required(order, "code");
    request.side = order.input("side");
    request.hex = order.input("hex");
    request.path = split(order.input("path"));
    request.mode = order.input("mode");
    request.entrenchment = order.input("entrenchment");
    if (const auto offMap = order.input("off-map")) request.offMap = *offMap == yes;
    request.orelPlace = order.input("orel");
    request.marchingDay = flag(order, "marching-day");
    request.reason = order.input("reason").value_or("");
    return request;
}

BattlePlanRequest battlePlanOf(const Order& order) {
    BattlePlanRequest request;
    request.attackers = split(order.input("attackers"));
    request.hex = required(order, "hex");
    request.support = split(order.input("support"));
    request.defenderSupport = split(order.input("defender-support"));
    request.choices.terrain = order.input("terrain").value_or(request.choices.terrain);
    request.choices.river = flag(order, "river");
    request.choices.attack = order.input("attack").value_or(request.choices.attack);
    request.choices.options = split(order.input("options"));
    request.lossOrder = split(order.input("loss-order"));
    request.groundFromMap = flag(order, "ground-from-map");
    request.depot = optionalNumber(order, "depot");
    return request;
}

BarragePlanRequest barragePlanOf(const Order& order) {
    BarragePlanRequest request;
    request.gun = required(order, "gun");
    request.target = required(order, "target");
    request.counterbattery = split(order.input("counterbattery"));
    request.terrain = order.input("terrain").value_or(request.terrain);
    request.gunTerrain = order.input("gun-terrain").value_or(request.gunTerrain);
    request.terrainFromMap = flag(order, "terrain-from-map");
    request.gunTerrainFromMap = flag(order, "gun-terrain-from-map");
    request.depot = optionalNumber(order, "depot");
    return request;
}

BattleDecision decisionOf(const Order& order) {
    BattleDecision decision;
    if (const auto assault = order.input("assault")) decision.assault = *assault == yes;
    if (const auto advance = order.input("advance")) decision.advance = split(advance);
    for (const auto& sent : split(order.input("retreats"))) {
        const auto equals = sent.find('=');
        if (equals == std::string::npos) {
            throw UserError("the battle-orders order's retreat '" + sent + "' is not CODE=HEX");
        }
        decision.retreats.emplace_back(sent.substr(0, equals), sent.substr(equals + 1));
    }
    return decision;
}

}  // namespace

Order advanceOrder() { return Order{"advance", {}}; }

std::optional<Order> unitOrder(const UnitChangeRequest& request) {
    if (request.battleId || request.loseSteps || request.recoverSteps || request.unsupplied ||
        request.outOfCommand || request.eliminate || request.capture) {
        return std::nullopt;
    }
    Order order{"unit", {}};
    order.with("code", request.code);
    put(order, "side", request.side);
    put(order, "hex", request.hex);
    if (!request.path.empty()) order.with("path", joined(request.path));
    put(order, "mode", request.mode);
    put(order, "entrenchment", request.entrenchment);
    if (request.offMap) order.with("off-map", *request.offMap ? "yes" : "no");
    put(order, "orel", request.orelPlace);
    putFlag(order, "marching-day", request.marchingDay);
    if (!request.reason.empty()) order.with("reason", request.reason);
    return order;
}

Order recruitOrder(const std::string& unitCode, int steps, const std::optional<std::string>& side) {
    Order order{"recruit", {}};
    order.with("unit", unitCode).with("steps", std::to_string(steps));
    put(order, "side", side);
    return order;
}

Order battalionOrder(const BattalionRequest& request) {
    Order order{"battalion", {}};
    order.with("side", request.side);
    put(order, "hex", request.stationHex);
    return order;
}

Order convertOrder(const std::string& side, std::optional<int> groups) {
    Order order{"convert", {}};
    order.with("side", side);
    if (groups) order.with("groups", std::to_string(*groups));
    return order;
}

Order mainBodyOrder(const std::string& formation, const std::string& unitCode) {
    return Order{"main-body", {}}.with("formation", formation).with("unit", unitCode);
}

Order playEventOrder(std::int64_t id, const std::string& reason) {
    return Order{"play-event", {}}.with("event", std::to_string(id)).with("reason", reason);
}

Order battlePlanOrder(const BattlePlanRequest& request) {
    Order order{"battle-plan", {}};
    order.with("attackers", joined(request.attackers)).with("hex", request.hex);
    if (!request.support.empty()) order.with("support", joined(request.support));
    if (!request.defenderSupport.empty()) {
        order.with("defender-support", joined(request.defenderSupport));
    }
    order.with("terrain", request.choices.terrain).with("attack", request.choices.attack);
    putFlag(order, "river", request.choices.river);
    if (!request.choices.options.empty()) order.with("options", joined(request.choices.options));
    if (!request.lossOrder.empty()) order.with("loss-order", joined(request.lossOrder));
    putFlag(order, "ground-from-map", request.groundFromMap);
    if (request.depot) order.with("depot", std::to_string(*request.depot));
    return order;
}

Order barragePlanOrder(const BarragePlanRequest& request) {
    Order order{"barrage-plan", {}};
    order.with("gun", request.gun).with("target", request.target);
    if (!request.counterbattery.empty()) {
        order.with("counterbattery", joined(request.counterbattery));
    }
    order.with("terrain", request.terrain).with("gun-terrain", request.gunTerrain);
    putFlag(order, "terrain-from-map", request.terrainFromMap);
    putFlag(order, "gun-terrain-from-map", request.gunTerrainFromMap);
    if (request.depot) order.with("depot", std::to_string(*request.depot));
    return order;
}

Order standingOrder(std::int64_t battle, const BattleDecision& decision) {
    Order order{"battle-orders", {}};
    order.with("battle", std::to_string(battle));
    if (decision.assault) order.with("assault", *decision.assault ? "yes" : "no");
    if (decision.advance) order.with("advance", joined(*decision.advance));
    std::vector<std::string> retreats;
    for (const auto& [code, hex] : decision.retreats) retreats.push_back(code + "=" + hex);
    if (!retreats.empty()) order.with("retreats", joined(retreats));
    return order;
}

OrderDone carryOut(const std::filesystem::path& file, const Order& order,
                   std::map<std::int64_t, std::int64_t>& battles) {
    const auto& kind = order.kind;
    if (kind == "advance") {
        return {"advance to " + advanceTurn(file).now.campaign.turnLine(), std::nullopt};
    }
    if (kind == "unit") {
        const auto done = recordUnitChange(file, unitChangeOf(order));
        return {done.unit.code + ": " + joinedWords(done.changes, "; "), std::nullopt};
    }
    if (kind == "recruit") {
        const auto done = recoverSteps(file, required(order, "unit"),
                                       static_cast<int>(requiredNumber(order, "steps")),
                                       order.input("side"));
        return {done.unit + " recovers to " + std::to_string(done.steps) + " steps", std::nullopt};
    }
    if (kind == "battalion") {
        const auto done =
            buildBattalion(file, BattalionRequest{required(order, "side"), order.input("hex")});
        return {"battalion " + done.code + " raised", std::nullopt};
    }
    if (kind == "convert") {
        const auto groups = optionalNumber(order, "groups");
        const auto done = convertPrisoners(file, required(order, "side"),
                                           groups ? std::optional<int>(static_cast<int>(*groups))
                                                  : std::nullopt);
        return {std::to_string(done.prisonersUsed) + " prisoners enlisted for " +
                    std::to_string(done.received) + " RP",
                std::nullopt};
    }
    if (kind == "main-body") {
        const auto done = chooseMainBody(file, required(order, "formation"),
                                         required(order, "unit"));
        return {done.formation + "'s main body: " + joinedWords(done.mainBody, ", "), std::nullopt};
    }
    if (kind == "play-event") {
        const auto done = playCampaignEvent(file, requiredNumber(order, "event"),
                                            order.input("reason").value_or(""));
        return {"event played: " + done.record.title, std::nullopt};
    }
    if (kind == "battle-plan" || kind == "barrage-plan") {
        const auto view = kind == "battle-plan" ? planBattle(file, battlePlanOf(order))
                                                : planBarrage(file, barragePlanOf(order));
        if (const auto there = optionalNumber(order, "battle")) battles[*there] = view.battle.id;
        return {view.title + " planned", view.battle.id};
    }
    if (kind == "battle-orders") {
        const auto id = battleHere(requiredNumber(order, "battle"), battles);
        const auto view = giveStandingOrders(file, id, decisionOf(order));
        return {"battle " + std::to_string(id) + ": standing orders " + view.answers, std::nullopt};
    }
    throw UserError("no order '" + kind + "': a side's orders are advance, unit, recruit, "
                    "battalion, convert, main-body, play-event, battle-plan, barrage-plan and "
                    "battle-orders");
}

}  // namespace tachanka::core
