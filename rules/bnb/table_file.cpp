#include "rules/bnb/table_file.hpp"

#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::bnb {
namespace {

using xml::Element;

// One child per name of the enumeration, each exactly once, keyed by `key`, read by `read`.
template <typename Enum, std::size_t N, typename Read>
auto readEachOnce(const Element& parent, std::string_view childName, std::string_view key,
                  const std::array<model::EnumName<Enum>, N>& names, Read&& read) {
    std::map<Enum, decltype(read(parent))> values;
    for (const auto& child : parent.children(childName)) {
        const Enum id = child.requiredNamed(key, names, "a known " + std::string(key));
        if (values.contains(id)) {
            child.fail("'" + std::string(model::nameOf(names, id)) + "' is given twice");
        }
        values.emplace(id, read(child));
    }
    std::string missing;
    for (const auto& entry : names) {
        if (!values.contains(entry.value)) {
            missing += (missing.empty() ? "" : ", ") + std::string(entry.name);
        }
    }
    if (!missing.empty()) parent.fail("missing <" + std::string(childName) + "> for: " + missing);
    return values;
}

// "P", "1/2", "1", "1 1/2", "3": a cost in half movement points, none when prohibited.
HalfPoints parseCost(const std::string& text) {
    if (text == "P") return std::nullopt;
    const auto space = text.find(' ');
    const std::string whole = space == std::string::npos ? text : text.substr(0, space);
    const std::string fraction = space == std::string::npos ? "" : text.substr(space + 1);
    const auto refuse = [&text]() -> HalfPoints {
        throw std::invalid_argument("'" + text + "' is not a cost such as 1, 1/2, 1 1/2 or P");
    };
    if (whole == "1/2" && fraction.empty()) return 1;
    if (whole.size() != 1 || whole[0] < '0' || whole[0] > '9') return refuse();
    if (!fraction.empty() && fraction != "1/2") return refuse();
    return (whole[0] - '0') * 2 + (fraction.empty() ? 0 : 1);
}

Movement readMovement(const Element& element) {
    element.allowOnly({}, {"unit", "wire"});
    Movement movement;
    movement.units = readEachOnce(element, "unit", "id", unitTypeNames, [](const Element& unit) {
        unit.allowOnly({"id", "mp", "road", "normal", "town", "woods", "marsh", "hills", "ford",
                        "crosses-trenches", "wire"});
        UnitMovement data;
        data.movementPoints = unit.requiredInt("mp", 1, 20);
        for (const auto& terrain : terrainNames) {
            data.costs[terrain.value] = unit.requiredAs(terrain.name, parseCost);
        }
        data.crossesTrenches = unit.optionalBool("crosses-trenches", false);
        data.wire = unit.requiredNamed("wire", wireCrossingNames, "a way to cross wire");
        return data;
    });
    const auto wire = element.requiredChild("wire");
    wire.allowOnly({"extra-mp"});
    movement.wireExtraMp = wire.requiredInt("extra-mp", 0, 10);
    return movement;
}

void readMechanicalFailure(const Element& element, Movement& movement) {
    element.allowOnly({"mobility-boxes"}, {"vehicle"});
    movement.mobilityBoxes = element.requiredInt("mobility-boxes", 1, 10);
    movement.mechanicalFailure =
        readEachOnce(element, "vehicle", "id", vehicleNames, [](const Element& vehicle) {
            vehicle.allowOnly({"id", "dice", "fails-on"});
            MechanicalFailure failure;
            failure.dice = vehicle.requiredInt("dice", 1, 3);
            failure.failsOn = vehicle.requiredInt("fails-on", failure.dice, failure.dice * 6);
            return failure;
        });
}

SmallArms readSmallArms(const Element& element) {
    element.allowOnly({"entrenched-hits-per-hit"}, {"unit", "to-hit"});
    SmallArms arms;
    arms.entrenchedHitsPerHit = element.requiredInt("entrenched-hits-per-hit", 1, 10);
    arms.weapons = readEachOnce(element, "unit", "id", smallArmsUnitNames, [](const Element& unit) {
        unit.allowOnly({"id", "range", "dice-per-stand", "most-dice-per-stand"});
        SmallArmsWeapon weapon;
        weapon.range = unit.requiredInt("range", 1, 100);
        weapon.dicePerStand = unit.requiredInt("dice-per-stand", 1, 20);
        weapon.mostDicePerStand = unit.requiredInt("most-dice-per-stand", weapon.dicePerStand, 20);
        return weapon;
    });
    arms.hitsOn =
        readEachOnce(element, "to-hit", "target", smallArmsTargetNames, [](const Element& hit) {
            hit.allowOnly({"target", "hits-on"});
            return hit.requiredInt("hits-on", 1, 6);
        });
    return arms;
}

// Rows keyed by a d6 roll, from-to, that must cover every roll from 1 to `highest` once.
template <typename Read>
auto readRollRanges(const Element& parent, std::string_view childName, int highest, Read&& read) {
    std::map<int, decltype(read(parent))> byRoll;
    for (const auto& row : parent.children(childName)) {
        const int from = row.requiredInt("from", 1, highest);
        const int to = row.requiredInt("to", from, highest);
        const auto value = read(row);
        for (int roll = from; roll <= to; ++roll) {
            if (!byRoll.emplace(roll, value).second) {
                row.fail("roll " + std::to_string(roll) + " is given twice");
            }
        }
    }
    for (int roll = 1; roll <= highest; ++roll) {
        if (!byRoll.contains(roll)) {
            parent.fail("no <" + std::string(childName) + "> for roll " + std::to_string(roll));
        }
    }
    return byRoll;
}

Artillery readArtillery(const Element& element, const Element& vehicles, const Element& battery) {
    element.allowOnly({}, {"gun", "to-hit", "vehicle-hits-on", "modifier"});
    Artillery artillery;
    artillery.guns = readEachOnce(element, "gun", "id", gunNames, [](const Element& gun) {
        gun.allowOnly({"id", "range", "zeroing-dice", "dice-per-stand", "damage-dice", "adjacent"});
        GunData data;
        data.range = gun.requiredInt("range", 1, 100);
        data.zeroingDice = gun.requiredInt("zeroing-dice", 1, 10);
        data.dicePerStand = gun.requiredInt("dice-per-stand", 1, 20);
        data.damageDice = gun.requiredInt("damage-dice", 1, 5);
        data.firesAtAdjacent = gun.optionalBool("adjacent", true);
        return data;
    });
    artillery.hitsOn =
        readEachOnce(element, "to-hit", "target", artilleryTargetNames, [](const Element& hit) {
            hit.allowOnly({"target", "hits-on"});
            return hit.requiredInt("hits-on", 1, 6);
        });
    const auto vehicleHits = element.requiredChild("vehicle-hits-on");
    vehicleHits.allowOnly({}, {}, true);
    try {
        artillery.vehicleHitsOn = std::stoi(vehicleHits.text());
    } catch (const std::logic_error&) {
        vehicleHits.fail("'" + vehicleHits.text() + "' is not a d6 roll");
    }
    if (artillery.vehicleHitsOn < 1 || artillery.vehicleHitsOn > 6) {
        vehicleHits.fail("a d6 roll is from 1 to 6");
    }
    artillery.modifiers =
        readEachOnce(element, "modifier", "id", rangingModifierNames, [](const Element& modifier) {
            modifier.allowOnly({"id", "add"});
            return modifier.requiredInt("add", -12, 12);
        });
    vehicles.allowOnly({}, {"vehicle"});
    artillery.vehicleDamage =
        readEachOnce(vehicles, "vehicle", "id", vehicleNames, [](const Element& vehicle) {
            vehicle.allowOnly({"id", "heavy-gun-add"}, {"result"});
            VehicleDamageTable table;
            table.heavyGunAdd = vehicle.requiredInt("heavy-gun-add", 0, 5);
            table.byRoll =
                readRollRanges(vehicle, "result", 6 + table.heavyGunAdd, [](const Element& row) {
                    row.allowOnly({"from", "to", "effect"});
                    return row.requiredNamed("effect", vehicleDamageNames, "a vehicle damage");
                });
            return table;
        });
    battery.allowOnly({}, {"result"});
    for (const auto& row : battery.children("result")) {
        row.allowOnly({"roll", "effect"});
        const int roll = row.requiredInt("roll", 1, 6);
        const auto effect = row.requiredNamed("effect", batteryDamageNames, "a battery damage");
        if (!artillery.batteryDamage.emplace(roll, effect).second) {
            row.fail("roll " + std::to_string(roll) + " is given twice");
        }
    }
    if (artillery.batteryDamage.size() != 6) battery.fail("needs a <result> for each roll 1 to 6");
    return artillery;
}

CloseAssault readCloseAssault(const Element& element) {
    element.allowOnly({}, {"modifier", "losses", "overrun"});
    CloseAssault assault;
    assault.modifiers =
        readEachOnce(element, "modifier", "id", assaultModifierNames, [](const Element& modifier) {
            modifier.allowOnly({"id", "add"});
            return modifier.requiredInt("add", -12, 12);
        });
    for (const auto& row : element.children("losses")) {
        row.allowOnly({"roll", "winner", "loser"});
        const int roll = row.requiredInt("roll", 1, 6);
        const MeleeLosses losses{row.requiredInt("winner", 0, 20), row.requiredInt("loser", 0, 20)};
        if (!assault.losses.emplace(roll, losses).second) {
            row.fail("roll " + std::to_string(roll) + " is given twice");
        }
    }
    if (assault.losses.size() != 6) element.fail("needs a <losses> row for each roll 1 to 6");
    const auto overrun = element.requiredChild("overrun");
    overrun.allowOnly({"vehicle-hits-from", "stand-hits-on"});
    assault.overrunVehicleHitsFrom = overrun.requiredInt("vehicle-hits-from", 1, 7);
    assault.overrunStandHitsOn = overrun.requiredInt("stand-hits-on", 1, 7);
    return assault;
}

Morale readMorale(const Element& element) {
    element.allowOnly({"lowest-level", "highest-level"}, {"occasion"});
    Morale morale;
    morale.lowestLevel = element.requiredInt("lowest-level", 0, 6);
    morale.highestLevel = element.requiredInt("highest-level", morale.lowestLevel, 6);
    const auto failureOf = [](const Element& occasion, std::string_view attribute) {
        return occasion.requiredNamed(attribute, moraleFailureNames, "a morale failure");
    };
    morale.occasions =
        readEachOnce(element, "occasion", "id", moraleOccasionNames, [&](const Element& occasion) {
            occasion.allowOnly({"id", "fail", "fail-above-level", "fail-above", "provisional"},
                               {"modifier"});
            OccasionData data;
            data.failure = failureOf(occasion, "fail");
            data.failureAboveLevel = occasion.optionalInt("fail-above-level", 0, 6);
            if (data.failureAboveLevel) data.failureAbove = failureOf(occasion, "fail-above");
            data.provisional = occasion.optionalBool("provisional", false);
            for (const auto& modifier : occasion.children("modifier")) {
                modifier.allowOnly({"id", "add", "above-level", "repeats"});
                const std::string id = modifier.required("id");
                MoraleModifierData entry{modifier.requiredInt("add", -6, 6),
                                         modifier.optionalInt("above-level", 0, 6),
                                         modifier.optionalBool("repeats", false)};
                if (!data.modifiers.emplace(id, entry).second) {
                    modifier.fail("'" + id + "' is given twice");
                }
            }
            return data;
        });
    return morale;
}

Leadership readLeadership(const Element& element) {
    element.allowOnly({"lowest-rating", "highest-rating", "command-within", "cp-per-hex",
                       "pass-down-cost", "range", "no-leaders-dice"});
    Leadership leadership;
    leadership.lowestRating = element.requiredInt("lowest-rating", 0, 6);
    leadership.highestRating = element.requiredInt("highest-rating", leadership.lowestRating, 6);
    leadership.commandWithinHexes = element.requiredInt("command-within", 0, 100);
    leadership.cpPerHex = element.requiredInt("cp-per-hex", 1, 10);
    leadership.passDownCost = element.requiredInt("pass-down-cost", 1, 10);
    leadership.rangeHexes = element.requiredInt("range", 0, 100);
    leadership.noLeadersDice = element.requiredInt("no-leaders-dice", 1, 5);
    return leadership;
}

LeaderCasualties readLeaderCasualties(const Element& element) {
    element.allowOnly({}, {"fire", "effect"});
    LeaderCasualties casualties;
    casualties.hitRolls =
        readEachOnce(element, "fire", "id", fireTypeNames, [](const Element& fire) {
            fire.allowOnly({"id", "dice", "hit-from"});
            LeaderHitRoll roll;
            roll.dice = fire.requiredInt("dice", 1, 3);
            roll.hitFrom = fire.requiredInt("hit-from", roll.dice, roll.dice * 6);
            return roll;
        });
    casualties.effects = readRollRanges(element, "effect", 6, [](const Element& row) {
        row.allowOnly({"from", "to", "result", "captured-if-assault-lost"});
        return LeaderEffect{row.requiredNamed("result", leaderFateNames, "a leader's fate"),
                            row.optionalBool("captured-if-assault-lost", false)};
    });
    return casualties;
}

BnbTables readTables(const xml::Document& document) {
    const Element root = document.root("bullets-and-bolsheviks");
    root.allowOnly(
        {}, {"initiative", "movement", "artillery-actions", "mechanical-failure", "small-arms",
             "artillery", "vehicle-damage", "battery-damage", "close-assault", "morale",
             "leadership", "leader-casualties", "attached-mg", "stacking"});
    BnbTables tables;
    const auto initiative = root.requiredChild("initiative");
    initiative.allowOnly({"dice"});
    tables.initiativeDice = initiative.requiredInt("dice", 1, 5);
    tables.movement = readMovement(root.requiredChild("movement"));
    const auto actions = root.requiredChild("artillery-actions");
    actions.allowOnly({"per-turn"});
    tables.movement.artilleryActionsPerTurn = actions.requiredInt("per-turn", 1, 4);
    readMechanicalFailure(root.requiredChild("mechanical-failure"), tables.movement);
    tables.smallArms = readSmallArms(root.requiredChild("small-arms"));
    tables.artillery =
        readArtillery(root.requiredChild("artillery"), root.requiredChild("vehicle-damage"),
                      root.requiredChild("battery-damage"));
    tables.closeAssault = readCloseAssault(root.requiredChild("close-assault"));
    tables.morale = readMorale(root.requiredChild("morale"));
    tables.leadership = readLeadership(root.requiredChild("leadership"));
    tables.leaderCasualties = readLeaderCasualties(root.requiredChild("leader-casualties"));
    const auto mg = root.requiredChild("attached-mg");
    mg.allowOnly({"kept-until-percent"});
    tables.attachedMgKeptUntilPercent = mg.requiredInt("kept-until-percent", 0, 100);
    const auto stacking = root.requiredChild("stacking");
    stacking.allowOnly({"foot-or-horse-stands", "gun-or-vehicle-stands"});
    tables.stacking.footOrHorseStands = stacking.requiredInt("foot-or-horse-stands", 1, 20);
    tables.stacking.gunOrVehicleStands = stacking.requiredInt("gun-or-vehicle-stands", 1, 20);
    return tables;
}

}  // namespace

BnbTables loadBnbTables(const std::filesystem::path& file) {
    return readTables(xml::Document::load(file));
}

BnbTables parseBnbTables(std::string text, std::string sourceName) {
    return readTables(xml::Document::parse(std::move(text), std::move(sourceName)));
}

}  // namespace tachanka::rules::bnb
