// The order of battle of a scenario file: sides, formations, units, depots and how each
// arrives, checked as they are read.

#include <sstream>

#include "model/quoted_text.hpp"
#include "rules/orel/scenario/reading.hpp"

namespace tachanka::rules::orel::scenario {
namespace {

using xml::Element;

constexpr int maxSteps = 20;
constexpr int maxTroopQuality = 9;
constexpr int maxStrength = 20;
constexpr int maxMovement = 20;
constexpr int maxMunitions = 20;
constexpr int maxRecruitBattalions = 10;

template <typename Value>
Value named(const Element& element, std::string_view attribute,
            std::optional<Value> (*parse)(std::string_view), const std::string& accepted) {
    const std::string text = element.required(attribute);
    if (auto value = parse(text)) return *value;
    element.fail("attribute '" + std::string(attribute) + "': " + model::quoted(text) +
                 " is not one of " + accepted);
}

template <typename Value>
std::optional<Value> optionalNamed(const Element& element, std::string_view attribute,
                                   std::optional<Value> (*parse)(std::string_view),
                                   const std::string& accepted) {
    if (!element.optional(attribute)) return std::nullopt;
    return named(element, attribute, parse, accepted);
}

std::optional<bool> optionalFlag(const Element& element, std::string_view attribute) {
    if (!element.optional(attribute)) return std::nullopt;
    return element.optionalBool(attribute, false);
}

CounterValues readCounterValues(const Element& element) {
    CounterValues values;
    values.kind = optionalNamed<model::UnitKind>(element, "kind", model::unitKindNamed,
                                                 model::unitKindNames());
    values.steps = element.optionalInt("steps", 1, maxSteps);
    values.troopQuality = element.optionalInt("tq", 1, maxTroopQuality);
    values.strength = element.optionalInt("strength", 0, maxStrength);
    values.charge = element.optionalInt("charge", 0, maxStrength);
    values.fire = element.optionalInt("fire", 0, maxStrength);
    values.movement = element.optionalInt("mp", 1, maxMovement);
    values.shock = optionalFlag(element, "shock");
    values.integratedArtillery = optionalFlag(element, "integrated-artillery");
    values.train = optionalNamed<model::TrainWeight>(element, "train", model::trainWeightNamed,
                                                     "light, heavy");
    return values;
}

// The unit's own values where it gives them, its counter type's otherwise.
CounterValues merged(const CounterValues& own, const CounterValues& type) {
    CounterValues values;
    values.kind = own.kind ? own.kind : type.kind;
    values.steps = own.steps ? own.steps : type.steps;
    values.troopQuality = own.troopQuality ? own.troopQuality : type.troopQuality;
    values.strength = own.strength ? own.strength : type.strength;
    values.charge = own.charge ? own.charge : type.charge;
    values.fire = own.fire ? own.fire : type.fire;
    values.movement = own.movement ? own.movement : type.movement;
    values.shock = own.shock ? own.shock : type.shock;
    values.integratedArtillery =
        own.integratedArtillery ? own.integratedArtillery : type.integratedArtillery;
    values.train = own.train ? own.train : type.train;
    return values;
}

template <typename Value>
Value needed(const Element& element, const std::optional<Value>& value, const char* attribute) {
    if (!value) element.fail(std::string("needs '") + attribute + "' (or a type that gives it)");
    return *value;
}

// Which values a counter of each kind carries (1.1, 7.1.6, 8.6.2, 8.7.1).
void applyCounter(const Element& element, const CounterValues& values, model::ScenarioUnit& unit) {
    using model::UnitKind;
    unit.kind = needed(element, values.kind, "kind");
    unit.steps = needed(element, values.steps, "steps");
    unit.troopQuality = needed(element, values.troopQuality, "tq");
    unit.strength = needed(element, values.strength, "strength");
    unit.shock = values.shock.value_or(false);
    unit.integratedArtillery = values.integratedArtillery.value_or(false);
    const std::string kindName(model::unitKindName(unit.kind));
    if (unit.kind == UnitKind::Cavalry) {
        unit.charge = needed(element, values.charge, "charge");
    } else if (values.charge) {
        element.fail("a charge strength is for cavalry, not " + kindName);
    }
    const bool fires = unit.kind == UnitKind::Artillery || unit.kind == UnitKind::ArmouredTrain;
    if (fires) {
        unit.fire = needed(element, values.fire, "fire");
    } else if (values.fire) {
        element.fail("a fire strength is for artillery and armoured trains, not " + kindName);
    }
    if (unit.kind == UnitKind::ArmouredTrain) {
        unit.train = needed(element, values.train, "train");
        if (values.movement) element.fail("armoured trains move without limit along railroads");
    } else {
        if (values.train) element.fail("'train' is for armoured trains, not " + kindName);
        unit.movement = needed(element, values.movement, "mp");
    }
}

// "0117-0120" is every hex from one to the other along a column or a row; "1020 1220" lists.
std::vector<model::Hex> readEntryHexes(const Element& element, const std::string& text) {
    std::vector<model::Hex> hexes;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        const auto dash = word.find('-');
        if (dash == std::string::npos) {
            hexes.push_back(readMapHex(element, word));
            continue;
        }
        const model::Hex from = readMapHex(element, word.substr(0, dash));
        const model::Hex to = readMapHex(element, word.substr(dash + 1));
        if (from.column != to.column && from.row != to.row) {
            element.fail("entry " + model::quoted(word) +
                         " is neither along a column nor along a row");
        }
        const int columnStep = (to.column > from.column) - (to.column < from.column);
        const int rowStep = (to.row > from.row) - (to.row < from.row);
        for (model::Hex hex = from;; hex.column += columnStep, hex.row += rowStep) {
            hexes.push_back(hex);
            if (hex == to) break;
        }
    }
    return hexes;
}

// Either a setup hex, or the date and entry hexes of a reinforcement.
void readPlacement(const Element& element, ReadContext& context, std::optional<model::Hex>& hex,
                   std::optional<model::ScenarioArrival>& arrival) {
    if (auto text = element.optional("hex")) hex = readMapHex(element, *text);
    if (element.optional("arrives")) {
        if (hex) element.fail("has both a setup 'hex' and an 'arrives' date: which is it?");
        model::ScenarioArrival made;
        made.date = readDateInScenario(element, "arrives", context);
        made.entryHexes = readEntryHexes(element, element.required("entry"));
        made.mpPenalty = element.optionalInt("mp-penalty", 0, maxMovement).value_or(0);
        made.note = element.optional("entry-note").value_or("");
        arrival = std::move(made);
    } else if (!hex) {
        element.fail("needs a setup 'hex' or, for a reinforcement, 'arrives' and 'entry'");
    } else {
        for (const char* attribute : {"entry", "mp-penalty", "entry-note"}) {
            if (element.optional(attribute)) {
                element.fail(std::string("'") + attribute + "' is for reinforcements ('arrives')");
            }
        }
    }
}

const CounterValues& counterType(const Element& element, const std::string& name,
                                 const ReadContext& context) {
    const auto found = context.counterTypes.find(name);
    if (found == context.counterTypes.end()) {
        element.fail("no counter type " + model::quoted(name) + " (declare it in <counter-types>)");
    }
    return found->second;
}

model::ScenarioUnit readUnit(const Element& element, ReadContext& context) {
    element.allowOnly({"code", "name", "type", "kind", "steps", "tq", "strength", "charge", "fire",
                       "mp", "shock", "integrated-artillery", "train", "ooc", "hex", "arrives",
                       "entry", "mp-penalty", "entry-note"});
    model::ScenarioUnit unit;
    unit.code = element.required("code");
    unit.name = element.optional("name").value_or(unit.code);
    if (!context.unitCodes.insert(unit.code).second) {
        element.fail("unit code " + model::quoted(unit.code) + " is used twice");
    }
    CounterValues type;
    if (auto typeName = element.optional("type")) type = counterType(element, *typeName, context);
    applyCounter(element, merged(readCounterValues(element), type), unit);
    unit.outOfCommand = element.optionalBool("ooc", false);
    readPlacement(element, context, unit.hex, unit.arrival);
    return unit;
}

model::ScenarioDepot readDepot(const Element& element, ReadContext& context) {
    element.allowOnly({"kind", "munitions", "hex", "arrives", "entry", "mp-penalty", "entry-note"});
    model::ScenarioDepot depot;
    depot.kind = named<model::DepotKind>(element, "kind", model::depotKindNamed,
                                         model::depotKindNames());
    depot.munitions = element.requiredInt("munitions", 1, maxMunitions);
    readPlacement(element, context, depot.hex, depot.arrival);
    return depot;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> list;
    std::istringstream stream(text);
    for (std::string word; stream >> word;) list.push_back(word);
    return list;
}

model::ExtraCommand readExtraCommand(const Element& element, ReadContext& context) {
    element.allowOnly({"from", "units"});
    model::ExtraCommand extra;
    extra.from = readDateInScenario(element, "from", context);
    extra.unitCodes = words(element.required("units"));
    if (extra.unitCodes.empty()) element.fail("'units' names no unit");
    for (const auto& code : extra.unitCodes) {
        context.deferred.push_back([element, code, &context] {
            if (!context.unitCodes.contains(code)) element.fail("no unit " + model::quoted(code));
        });
    }
    return extra;
}

// `level` is 1 for a formation directly under its side.
model::ScenarioFormation readFormation(const Element& element, ReadContext& context, int level) {
    if (level > model::maxFormationLevels) {
        element.fail("formations are nested more than " +
                     std::to_string(model::maxFormationLevels) + " levels deep");
    }
    element.allowOnly({"name", "kind", "commander", "main-bodies", "army"},
                      {"inactive", "also-commands", "unit", "depot", "formation"});
    model::ScenarioFormation formation;
    formation.name = element.required("name");
    formation.kind = named<model::FormationKind>(element, "kind", model::formationKindNamed,
                                                 model::formationKindNames());
    formation.commander = element.optional("commander").value_or("");
    formation.mainBodies = element.optionalInt("main-bodies", 1, 2).value_or(1);
    formation.armyId = element.optional("army").value_or("");
    if (!context.formationNames.insert(formation.name).second) {
        element.fail("formation " + model::quoted(formation.name) + " is named twice");
    }
    if (auto inactive = element.optionalChild("inactive")) {
        inactive->allowOnly({"through"}, {"released-if"});
        formation.inactive = readInactivity(*inactive, context);
    }
    for (const auto& child : element.children("also-commands")) {
        formation.extraCommand.push_back(readExtraCommand(child, context));
    }
    for (const auto& child : element.children("unit")) {
        formation.units.push_back(readUnit(child, context));
    }
    for (const auto& child : element.children("depot")) {
        formation.depots.push_back(readDepot(child, context));
    }
    for (const auto& child : element.children("formation")) {
        formation.subordinates.push_back(readFormation(child, context, level + 1));
    }
    if (formation.units.empty() && formation.subordinates.empty()) {
        element.fail("formation " + model::quoted(formation.name) +
                     " has no unit and no formation");
    }
    return formation;
}

}  // namespace

model::Hex readMapHex(const Element& element, const std::string& text) {
    model::Hex hex;
    try {
        hex = model::Hex::parse(text);
    } catch (const std::invalid_argument& error) {
        element.fail(error.what());
    }
    if (hex.column < 1 || hex.column > mapColumns || hex.row < 1 || hex.row > mapRows) {
        element.fail("hex " + text + " is off the map (columns 01-" + std::to_string(mapColumns) +
                     ", rows 01-" + std::to_string(mapRows) + ")");
    }
    return hex;
}

model::GameDate readDateInScenario(const Element& element, std::string_view attribute,
                                   const ReadContext& context) {
    const auto date = element.requiredAs(
        attribute, [](const std::string& text) { return model::GameDate::parseIso(text); });
    if (date < context.start || date > context.last) {
        element.fail("'" + std::string(attribute) + "' " + date.iso() +
                     " is outside the scenario, " + context.start.iso() + " to " +
                     context.last.iso());
    }
    return date;
}

void readCounterTypes(const Element& element, ReadContext& context) {
    element.allowOnly({}, {"counter"});
    for (const auto& child : element.children("counter")) {
        child.allowOnly({"type", "kind", "steps", "tq", "strength", "charge", "fire", "mp",
                         "shock", "integrated-artillery", "train"});
        const std::string type = child.required("type");
        if (!context.counterTypes.emplace(type, readCounterValues(child)).second) {
            child.fail("counter type " + model::quoted(type) + " is declared twice");
        }
    }
}

model::ScenarioSide readSide(const Element& element, ReadContext& context) {
    element.allowOnly({"name", "commander", "army", "edges", "recruit-battalions", "recruit-type"},
                      {"formation"});
    model::ScenarioSide side;
    side.name = element.required("name");
    side.commander = element.optional("commander").value_or("");
    side.armyId = element.optional("army").value_or("");
    for (const auto& edge : words(element.required("edges"))) {
        const auto parsed = model::boardEdgeNamed(edge);
        if (!parsed) {
            element.fail("edge " + model::quoted(edge) + " is not one of " +
                         model::boardEdgeNames());
        }
        side.friendlyEdges.push_back(*parsed);
    }
    if (side.friendlyEdges.empty()) element.fail("'edges' names no board edge");
    side.recruitBattalions = element.requiredInt("recruit-battalions", 0, maxRecruitBattalions);
    if (auto type = element.optional("recruit-type")) {
        model::ScenarioUnit recruits;
        recruits.code = *type;
        recruits.name = "recruit battalion";
        applyCounter(element, counterType(element, *type, context), recruits);
        side.recruitBattalion = std::move(recruits);
    }
    for (const auto& child : element.children("formation")) {
        side.formations.push_back(readFormation(child, context, 1));
    }
    if (side.formations.empty()) element.fail("a side needs at least one <formation>");
    return side;
}

}  // namespace tachanka::rules::orel::scenario
