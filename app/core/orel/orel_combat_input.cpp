#include "app/core/orel/orel_combat_input.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <stdexcept>

#include "model/named_enum.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::core {
namespace {

using namespace rules::orel;

// One JSON object being read, with where it is for error messages.
class Reader {
public:
    Reader(const JsonValue& value, std::string where, std::initializer_list<std::string_view> keys)
        : value_(value), where_(std::move(where)) {
        if (!value.isObject()) fail(where_, "must be an object");
        for (const auto& [key, member] : value.object()) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
                std::string known;
                for (const auto name : keys)
                    known += (known.empty() ? "" : ", ") + std::string(name);
                fail(where_ + "." + key, "is not a known key (" + known + ")");
            }
        }
    }

    // `where` may hold a key the file made up: printable keeps the message one line.
    [[noreturn]] static void fail(const std::string& where, const std::string& why) {
        throw std::invalid_argument(model::printable(where) + " " + why);
    }

    const JsonValue* member(const std::string& key) const {
        const auto& object = value_.object();
        const auto found = object.find(key);
        return found == object.end() ? nullptr : &found->second;
    }
    std::string at(const std::string& key) const { return where_ + "." + key; }

    std::string string(const std::string& key, std::optional<std::string> fallback) const {
        const auto* value = member(key);
        if (!value) {
            if (!fallback) fail(at(key), "is missing");
            return *fallback;
        }
        if (!value->isString()) fail(at(key), "must be a string");
        return value->string();
    }
    int integer(const std::string& key, int minimum, int maximum,
                std::optional<int> fallback) const {
        const auto* value = member(key);
        if (!value) {
            if (!fallback) fail(at(key), "is missing");
            return *fallback;
        }
        if (!value->isNumber() || std::floor(value->number()) != value->number() ||
            value->number() < minimum || value->number() > maximum) {
            fail(at(key), "must be a whole number from " + std::to_string(minimum) + " to " +
                              std::to_string(maximum));
        }
        return static_cast<int>(value->number());
    }
    bool boolean(const std::string& key, bool fallback) const {
        const auto* value = member(key);
        if (!value) return fallback;
        if (!value->isBoolean()) fail(at(key), "must be true or false");
        return value->boolean();
    }
    template <typename Enum, std::size_t N>
    Enum named(const std::string& key, const std::array<model::EnumName<Enum>, N>& names) const {
        const auto text = string(key, std::nullopt);
        if (auto found = model::valueNamed(names, text)) return *found;
        fail(at(key), model::quoted(text) + " is not one of " + model::joinedNames(names));
    }
    template <typename Enum, std::size_t N>
    Enum named(const std::string& key, const std::array<model::EnumName<Enum>, N>& names,
               Enum fallback) const {
        return member(key) ? named(key, names) : fallback;
    }
    const JsonValue::Array& array(const std::string& key) const {
        static const JsonValue::Array empty;
        const auto* value = member(key);
        if (!value) return empty;
        if (!value->isArray()) fail(at(key), "must be an array");
        return value->array();
    }
    std::vector<std::string> strings(const std::string& key) const {
        std::vector<std::string> list;
        const auto& items = array(key);
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (!items[i].isString())
                fail(at(key) + "[" + std::to_string(i) + "]", "must be a string");
            list.push_back(items[i].string());
        }
        return list;
    }

private:
    const JsonValue& value_;
    std::string where_;
};

constexpr int maxValue = 99;

CombatUnit readUnit(const JsonValue& value, const std::string& where) {
    const Reader read(value, where,
                      {"code", "kind", "hex", "steps", "tq", "strength", "charge", "mode",
                       "recruits", "unsupplied", "entrenched", "integrated_artillery", "heavy",
                       "damaged", "in_contact", "broken_down", "charges", "in_supply_range"});
    CombatUnit unit;
    unit.code = read.string("code", std::nullopt);
    unit.kind = read.named("kind", unitKindNames);
    unit.hex = read.string("hex", "");
    unit.steps = read.integer("steps", 1, maxValue, std::nullopt);
    unit.troopQuality = read.integer("tq", 1, 6, std::nullopt);
    unit.strength = read.integer("strength", 0, maxValue, std::nullopt);
    unit.chargeStrength = read.integer("charge", 0, maxValue, 0);
    if (unit.kind == UnitKind::Cavalry && !read.member("charge")) {
        Reader::fail(read.at("charge"), "is missing: cavalry has a charge strength");
    }
    unit.mode = read.named("mode", unitModeNames, UnitMode::Combat);
    unit.recruits = read.boolean("recruits", false);
    unit.unsupplied = read.boolean("unsupplied", false);
    unit.entrenched = read.boolean("entrenched", false);
    unit.integratedArtillery = read.boolean("integrated_artillery", false);
    unit.heavyTrain = read.boolean("heavy", false);
    unit.damaged = read.boolean("damaged", false);
    unit.inContact = read.boolean("in_contact", false);
    unit.brokenDown = read.boolean("broken_down", false);
    unit.charges = read.boolean("charges", true);
    unit.inSupplyRange = read.boolean("in_supply_range", true);
    return unit;
}

Support readSupport(const JsonValue& value, const std::string& where) {
    const Reader read(value, where, {"code", "kind", "fire", "tq", "steps", "unsupplied"});
    Support support;
    support.code = read.string("code", std::nullopt);
    support.kind = read.named("kind", unitKindNames, UnitKind::Artillery);
    support.fireStrength = read.integer("fire", 0, maxValue, std::nullopt);
    support.troopQuality = read.integer(
        "tq", 1, 6, support.kind == UnitKind::ArmouredTrain ? std::optional<int>(4) : std::nullopt);
    support.steps = read.integer("steps", 1, maxValue, 1);
    support.unsupplied = read.boolean("unsupplied", false);
    return support;
}

template <typename Item, typename ReadItem>
std::vector<Item> readList(const Reader& read, const std::string& key, ReadItem readItem) {
    std::vector<Item> items;
    const auto& values = read.array(key);
    for (std::size_t i = 0; i < values.size(); ++i) {
        items.push_back(readItem(values[i], read.at(key) + "[" + std::to_string(i) + "]"));
    }
    return items;
}

}  // namespace

CombatDeclaration readCombatDeclaration(const JsonValue& document, const std::string& source) {
    const Reader read(document, source + ": combat",
                      {"attack",
                       "terrain",
                       "river",
                       "encircled",
                       "munitions_from_depot",
                       "retreat_before_combat",
                       "assault",
                       "advance",
                       "pursuit",
                       "defender_retreat",
                       "defender_rout",
                       "attacker_retreat",
                       "attacker_rout",
                       "options",
                       "attackers",
                       "attacker_support",
                       "defenders",
                       "sheltering",
                       "defender_support",
                       "attacker_loss_order",
                       "defender_loss_order"});
    CombatDeclaration combat;
    combat.type = read.named("attack", attackTypeNames, AttackType::Prepared);
    combat.terrain = read.string("terrain", "clear");
    combat.river = read.boolean("river", false);
    combat.encircled = read.boolean("encircled", false);
    combat.munitionsFromDepot = read.boolean("munitions_from_depot", true);
    combat.retreatBeforeCombat = read.boolean("retreat_before_combat", false);
    combat.assault = read.boolean("assault", true);
    combat.advance = read.boolean("advance", true);
    combat.pursuit = read.boolean("pursuit", false);
    combat.defenderRetreat = read.named("defender_retreat", retreatPathNames, RetreatPath::Clear);
    combat.defenderRout = read.named("defender_rout", retreatPathNames, RetreatPath::Clear);
    combat.attackerRetreat = read.named("attacker_retreat", retreatPathNames, RetreatPath::Clear);
    combat.attackerRout = read.named("attacker_rout", retreatPathNames, RetreatPath::Clear);
    if (const auto* options = read.member("options")) {
        const Reader option(
            *options, read.at("options"),
            {"single_die_coordination", "new_cohesion_rules", "vehicle_checks_per_loss"});
        combat.options.singleDieCoordination = option.boolean("single_die_coordination", false);
        combat.options.newCohesionRules = option.boolean("new_cohesion_rules", false);
        combat.options.vehicleChecksPerLoss = option.boolean("vehicle_checks_per_loss", false);
    }
    combat.attackers = readList<CombatUnit>(read, "attackers", readUnit);
    combat.defenders = readList<CombatUnit>(read, "defenders", readUnit);
    combat.sheltering = readList<CombatUnit>(read, "sheltering", readUnit);
    combat.attackerSupport = readList<Support>(read, "attacker_support", readSupport);
    combat.defenderSupport = readList<Support>(read, "defender_support", readSupport);
    combat.attackerLossOrder = read.strings("attacker_loss_order");
    combat.defenderLossOrder = read.strings("defender_loss_order");
    return combat;
}

CombatDeclaration loadCombatDeclaration(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::invalid_argument(file.string() + ": cannot be read");
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    try {
        return readCombatDeclaration(JsonValue::parse(text), file.string());
    } catch (const JsonError& error) {
        throw std::invalid_argument(file.string() + ": " + error.what());
    }
}

}  // namespace tachanka::core
