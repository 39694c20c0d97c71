#pragma once
// The orders a side may send (issue 47), kind by kind: each is made from the request of the
// core action it stands for where the side takes it, in its own file, and carried out from
// its inputs in the umpire's campaign by that same action. An action with no order here is the
// umpire's alone (dice, overrides, corrections): a side's file refuses it.

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/order.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/recruitment/battalion_actions.hpp"

namespace tachanka::core {

Order advanceOrder();
// A move and what goes with it (hex, path, mode, entrenchment, off the map, Orël's centre, a
// Marching Day); none for a change only the umpire records (losses, fates, supply, command).
std::optional<Order> unitOrder(const UnitChangeRequest& request);
Order recruitOrder(const std::string& unitCode, int steps, const std::optional<std::string>& side);
Order battalionOrder(const BattalionRequest& request);
Order convertOrder(const std::string& side, std::optional<int> groups);
Order mainBodyOrder(const std::string& formation, const std::string& unitCode);
Order playEventOrder(std::int64_t id, const std::string& reason);
// A plan's order; the side's file adds the number it gave the battle ("battle"), for the
// standing orders that name it.
Order battlePlanOrder(const BattlePlanRequest& request);
Order barragePlanOrder(const BarragePlanRequest& request);
Order standingOrder(std::int64_t battle, const BattleDecision& decision);

// What carrying an order out did: its line for the report, and the battle it planned.
struct OrderDone {
    std::string line;
    std::optional<std::int64_t> battlePlanned;
};

// Carries `order` out in `file` by its action, refused as that action refuses. `battles` maps
// the numbers the side's file gave the battles its orders planned to the ones they have here;
// a battle planned adds its own.
OrderDone carryOut(const std::filesystem::path& file, const Order& order,
                   std::map<std::int64_t, std::int64_t>& battles);

}  // namespace tachanka::core
