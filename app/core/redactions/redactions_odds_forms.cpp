// The odds calculator's Red Actions! pages: the card's and the table's inputs, turned here into
// the requests `ra odds` makes, so the desktop app computes nothing of its own.

#include "app/core/redactions/redactions_lookups.hpp"
#include "app/core/redactions/redactions_system.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
using Kind = OddsInput::Kind;

template <typename Table>
std::vector<std::string> namesIn(const Table& table) {
    std::vector<std::string> names;
    for (const auto& entry : table) names.emplace_back(entry.name);
    return names;
}

template <typename Table>
auto valueIn(const Table& table, const OddsValues& values, std::string_view key) {
    return table.at(static_cast<std::size_t>(std::max(valueOf(values, key), 0))).value;
}

OddsInput number(std::string key, std::string label, int minimum, int maximum, int initial) {
    return {std::move(key), std::move(label), Kind::Number, minimum, maximum, initial};
}

OddsInput choice(std::string key, std::string label, std::vector<std::string> words) {
    return {
        std::move(key),  std::move(label), Kind::Choice, 0, static_cast<int>(words.size()) - 1, 0,
        std::move(words)};
}

OddsInput flag(std::string key, std::string label) {
    return {std::move(key), std::move(label), Kind::Flag, 0, 1, 0};
}

// The card's inputs count only while the shooting comes from the card; a total given outright
// leaves them aside, and the other way round.
OddsInput fromTheCard(OddsInput input) {
    input.onlyWhen = {{"from", 0}};
    return input;
}

ShotRequest shotRequest(const OddsValues& values) {
    ShotRequest request;
    request.extraShift = valueOf(values, "shift");
    if (valueOf(values, "from") == 1) {
        request.total = valueOf(values, "total");
        return request;
    }
    request.shooters.bases = valueOf(values, "bases");
    request.shooters.terror = valueOf(values, "terror");
    auto& inputs = request.inputs;
    inputs.value = valueOf(values, "value");
    inputs.cover = valueIn(ra::coverNames, values, "cover");
    inputs.indirect = valueIn(ra::indirectFireNames, values, "indirect");
    inputs.longRange = valueOf(values, "long-range") != 0;
    inputs.mgClose = valueOf(values, "mg-close") != 0;
    inputs.enfiladed = valueOf(values, "enfiladed") != 0;
    inputs.formedOrColumn = valueOf(values, "formed") != 0;
    inputs.skirmishTarget = valueOf(values, "skirmishers") != 0;
    inputs.speculative = valueOf(values, "speculative") != 0;
    return request;
}

OddsForm shootingForm() {
    OddsInput total = number("total", "Shooting total", 0, 10000, 12);
    total.onlyWhen = {{"from", 1}};
    return {"shooting",
            "shooting",
            {choice("from", "Shooting", {"from the card", "a shooting total"}), std::move(total),
             fromTheCard(number("value", "Value per base", 0, 100, 3)),
             fromTheCard(number("bases", "Bases firing", 1, 50, 4)),
             fromTheCard(number("terror", "Terror markers", 0, 50, 0)),
             fromTheCard(choice("cover", "Target's cover", namesIn(ra::coverNames))),
             fromTheCard(choice("indirect", "Indirect fire", namesIn(ra::indirectFireNames))),
             fromTheCard(flag("long-range", "long range (beyond half range)")),
             fromTheCard(flag("mg-close", "machine-guns at 8\" or less")),
             fromTheCard(flag("enfiladed", "enfiladed")),
             fromTheCard(flag("formed", "target formed cavalry or road column")),
             fromTheCard(flag("skirmishers", "target skirmishers, or partisans in cover")),
             fromTheCard(flag("speculative", "speculative area fire")),
             number("shift", "Further column shift", -20, 20, 0)},
            {{"Shooting result (2d6)", 1, [](const OddsValues& values) {
                  return OddsAnswer{shotOdds(shotRequest(values)), ""};
              }}}};
}

OddsForm combatForm() {
    return {"combat",
            "combat",
            {number("stronger", "Stronger side's strength", 0, 100000, 12),
             number("weaker", "Weaker side's strength", 0, 100000, 8),
             choice("charger", "Who charged", {"the stronger side", "the weaker side"})},
            {{"Combat result (2d6)", 1, [](const OddsValues& values) {
                  ra::CombatSide stronger;
                  stronger.fightingValue = valueOf(values, "stronger");
                  ra::CombatSide weaker;
                  weaker.fightingValue = valueOf(values, "weaker");
                  const bool weakerCharged = valueOf(values, "charger") == 1;
                  const ra::CombatInputs inputs =
                      weakerCharged
                          ? ra::CombatInputs{weaker, stronger, ra::ChargeDirection::Front}
                          : ra::CombatInputs{stronger, weaker, ra::ChargeDirection::Front};
                  return OddsAnswer{combatOdds(inputs), ""};
              }}}};
}

ra::MoraleInputs moraleInputs(const OddsValues& values) {
    ra::MoraleInputs inputs;
    inputs.test = valueIn(ra::moraleTestNames, values, "test");
    inputs.successNumber = valueOf(values, "success");
    inputs.officerBonus = officerMoraleBonus(valueOf(values, "officer"), std::nullopt);
    inputs.enemyBehindFlank = valueOf(values, "behind-flank") != 0;
    inputs.earthworks = valueOf(values, "earthworks") != 0;
    inputs.nightOrFog = valueOf(values, "night") != 0;
    inputs.ambushedWhileMarching = valueOf(values, "ambushed") != 0;
    inputs.rallyFromRout = valueOf(values, "from-pinned") == 0;
    inputs.routRule = valueIn(ra::routRuleNames, values, "rout-rule");
    inputs.machineGunOrMortarTeam = valueOf(values, "machine-guns") != 0;
    return inputs;
}

OddsForm moraleForm() {
    return {"morale",
            "morale",
            {choice("test", "Test", namesIn(ra::moraleTestNames)),
             number("success", "Success number (card)", 0, 20, 7),
             number("officer", "Officer's morale bonus", -6, 6, 0),
             flag("behind-flank", "enemy behind the flank"),
             flag("earthworks", "earthworks, trench or stone building"),
             flag("night", "night or fog"), flag("ambushed", "ambushed while marching (fear test)"),
             flag("from-pinned", "rally from pinned (else from rout)"),
             choice("rout-rule", "Rout rule", namesIn(ra::routRuleNames)),
             flag("machine-guns", "machine-gun or mortar team")},
            {{"Morale test (2d6)", 1, [](const OddsValues& values) {
                  return OddsAnswer{moraleOdds(moraleInputs(values)), ""};
              }}}};
}

}  // namespace

std::vector<OddsForm> redActionsOddsForms() { return {shootingForm(), combatForm(), moraleForm()}; }

}  // namespace tachanka::core
