#include "rules/orel/operations/command.hpp"

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>

namespace tachanka::rules::orel::operations {
namespace {

// The units by their codes, the first of a code where two share it (as a search from the
// front finds it): looked up for every member of every formation, which a search through the
// units each time made quadratic (minutes at 6,000 units).
class UnitsByCode {
public:
    explicit UnitsByCode(const Stacks& units) {
        for (const auto& unit : units) byCode_.try_emplace(unit.code, &unit);
    }
    const MapUnit* find(const std::string& code) const {
        const auto found = byCode_.find(code);
        return found == byCode_.end() ? nullptr : found->second;
    }

private:
    std::unordered_map<std::string_view, const MapUnit*> byCode_;
};

bool within(const OrelMap& map, const Stacks& units, const MapUnit& a, const MapUnit& b,
            int hexes) {
    return model::distance(a.hex, b.hex) <= hexes &&
           commandDistance(map, units, a.side, a.hex, b.hex, hexes).has_value();
}

// Units chained to each other within `hexes`: the connected groups.
std::vector<std::set<std::string>> groups(const OrelMap& map, const Stacks& units,
                                          const std::vector<const MapUnit*>& members, int hexes) {
    std::vector<std::set<std::string>> found;
    std::vector<bool> placed(members.size(), false);
    for (std::size_t start = 0; start < members.size(); ++start) {
        if (placed[start]) continue;
        std::set<std::string> group;
        std::vector<std::size_t> open{start};
        placed[start] = true;
        while (!open.empty()) {
            const std::size_t at = open.back();
            open.pop_back();
            group.insert(members[at]->code);
            for (std::size_t other = 0; other < members.size(); ++other) {
                if (!placed[other] && within(map, units, *members[at], *members[other], hexes)) {
                    placed[other] = true;
                    open.push_back(other);
                }
            }
        }
        found.push_back(group);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto& a, const auto& b) { return a.size() > b.size(); });
    return found;
}

bool intersects(const std::set<std::string>& group, const std::set<std::string>& codes) {
    return std::any_of(group.begin(), group.end(),
                       [&](const std::string& code) { return codes.contains(code); });
}

// 5.2 (b): the largest groups; on a tie the group kept from last time, else the owner's pick.
FormationCommand mainBodiesOf(const CommandFormation& formation,
                              std::vector<std::set<std::string>> candidates,
                              const std::set<std::string>& ownerChoices) {
    FormationCommand result{formation.name, {}, {}};
    while (static_cast<int>(result.mainBodies.size()) < formation.mainBodies &&
           !candidates.empty()) {
        const std::size_t largest = candidates.front().size();
        std::vector<std::size_t> tied;
        for (std::size_t i = 0; i < candidates.size() && candidates[i].size() == largest; ++i) {
            tied.push_back(i);
        }
        std::optional<std::size_t> pick;
        if (tied.size() == 1) pick = tied.front();
        // "this group will only lose its status if a larger group can be defined": the one
        // tied group holding units of the last main body keeps it. Split into several, which
        // one was "this group" is not told, and the owner chooses again.
        std::vector<std::size_t> kept;
        for (const std::size_t i : tied) {
            if (intersects(candidates[i], formation.previousMainBody)) kept.push_back(i);
        }
        if (!pick && kept.size() == 1) pick = kept.front();
        for (const std::size_t i : tied) {
            if (!pick && intersects(candidates[i], ownerChoices)) pick = i;
        }
        if (!pick) {
            for (const std::size_t i : tied) result.tiedGroups.push_back(candidates[i]);
            return result;
        }
        result.mainBodies.push_back(candidates[*pick]);
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(*pick));
    }
    return result;
}

}  // namespace

CommandCheck checkCommand(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                          const std::vector<CommandFormation>& formations,
                          const std::vector<CommandUnit>& membership,
                          const std::set<std::string>& ownerChoices) {
    CommandCheck check;
    const UnitsByCode byCode(units);
    std::map<std::string, std::vector<const MapUnit*>> bodies;  // per formation: own core
    // Per formation, the units that may be its core, in the order of `membership`: gathered
    // in one pass, as a pass per formation made the check formations x units.
    std::map<std::string_view, std::vector<const MapUnit*>> commandable;
    for (const auto& member : membership) {
        const MapUnit* unit = byCode.find(member.code);
        if (unit == nullptr) continue;
        if (isVehicle(unit->mover) || isDepot(unit->mover) ||
            member.reinforcementArrivingThisTurn) {
            check.inCommand.insert(unit->code);
        }
        if (member.independent) continue;
        for (const auto& name : member.formations) {  // once, should a formation be named twice
            auto& candidates = commandable[name];
            if (candidates.empty() || candidates.back() != unit) candidates.push_back(unit);
        }
    }
    for (const auto& formation : formations) {
        const CommandDistances& distances = tables.command.at(formation.side);
        const Mover core =
            formation.kind == FormationKind::Infantry ? Mover::Infantry : Mover::Cavalry;
        std::vector<const MapUnit*> members;
        if (const auto found = commandable.find(formation.name); found != commandable.end()) {
            for (const MapUnit* unit : found->second) {
                if (unit->mover == core) members.push_back(unit);
            }
        }
        const int chain = formation.kind == FormationKind::Infantry ? distances.mainBody
                                                                    : distances.cavalryFormation;
        FormationCommand result =
            mainBodiesOf(formation, groups(map, units, members, chain), ownerChoices);
        for (const auto& body : result.mainBodies) {
            for (const auto& code : body) {
                check.inCommand.insert(code);
                bodies[formation.name].push_back(byCode.find(code));
            }
        }
        check.formations.push_back(std::move(result));
    }
    for (const auto& member : membership) {
        const MapUnit* unit = byCode.find(member.code);
        if (unit == nullptr || check.inCommand.contains(unit->code)) continue;
        if (unit->mover == Mover::Infantry && !member.independent) {
            check.outOfCommand.insert(unit->code);  // only its main body commands infantry
            continue;
        }
        const CommandDistances& distances = tables.command.at(unit->side);
        const int reach = unit->mover == Mover::Infantry    ? distances.mainBody
                          : unit->mover == Mover::Artillery ? distances.artillery
                                                            : distances.cavalry;
        const bool attached = std::any_of(
            member.formations.begin(), member.formations.end(), [&](const std::string& name) {
                const auto body = bodies.find(name);
                if (body == bodies.end()) return false;
                return std::any_of(
                    body->second.begin(), body->second.end(), [&](const MapUnit* core) {
                        return core->code != unit->code && within(map, units, *core, *unit, reach);
                    });
            });
        (attached ? check.inCommand : check.outOfCommand).insert(unit->code);
    }
    return check;
}

std::vector<std::string> sharedCommandFormations(const std::vector<SharedCommand>& rules,
                                                 const std::string& unitCode,
                                                 const model::GameDate& date) {
    std::vector<std::string> formations;
    for (const auto& rule : rules) {
        const bool named =
            std::find(rule.units.begin(), rule.units.end(), unitCode) != rule.units.end();
        if (named && (!rule.from || date >= *rule.from)) formations.push_back(rule.formation);
    }
    return formations;
}

OutOfCommandEffects outOfCommandEffects(Mover mover, bool inEnemyZoc, bool outOfDepotRange) {
    OutOfCommandEffects effects;
    auto& r = effects.restrictions;
    if (inEnemyZoc) {
        r.push_back(
            "may declare an attack or move from ZoC to ZoC only after passing a TQ check; "
            "if it fails it may leave the ZoC (not into another) or stay (5.3)");
    } else {
        r.push_back("may not enter an enemy ZoC (5.3)");
    }
    if (outOfDepotRange) {
        r.push_back("must move towards the nearest depot until back in range (5.3)");
    } else {
        r.push_back("may not move out of range of a depot (5.3)");
    }
    r.push_back("may not declare a Marching Day nor entrench (5.3)");
    if (mover == Mover::Artillery) {
        r.push_back("fires (barrage, counterbattery, support) only at adjacent enemy units (5.3)");
        effects.artilleryCheckModifier = 2;
    }
    return effects;
}

}  // namespace tachanka::rules::orel::operations
