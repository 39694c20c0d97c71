// The odds calculator's Red Actions! pages: the card's and the table's inputs, turned here into
// the requests `ra odds` makes, so the desktop app computes nothing of its own.

#include "app/core/redactions/redactions_lookups.hpp"
#include "app/core/redactions/redactions_system.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;
using Kind = OddsInput::Kind;

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
    OddsInput total = numberInput("total", "Shooting total", 0, 10000, 12);
    total.onlyWhen = {{"from", 1}};
    return {"shooting",
            "shooting",
            {choiceInput("from", "Shooting", {"from the card", "a shooting total"}), std::move(total),
             fromTheCard(numberInput("value", "Value per base", 0, 100, 3)),
             fromTheCard(numberInput("bases", "Bases firing", 1, 50, 4)),
             fromTheCard(numberInput("terror", "Terror markers", 0, 50, 0)),
             fromTheCard(choiceInput("cover", "Target's cover", namesIn(ra::coverNames))),
             fromTheCard(choiceInput("indirect", "Indirect fire", namesIn(ra::indirectFireNames))),
             fromTheCard(flagInput("long-range", "long range (beyond half range)")),
             fromTheCard(flagInput("mg-close", "machine-guns at 8\" or less")),
             fromTheCard(flagInput("enfiladed", "enfiladed")),
             fromTheCard(flagInput("formed", "target formed cavalry or road column")),
             fromTheCard(flagInput("skirmishers", "target skirmishers, or partisans in cover")),
             fromTheCard(flagInput("speculative", "speculative area fire")),
             numberInput("shift", "Further column shift", -20, 20, 0)},
            {{"Shooting result (2d6)", 1, [](const OddsValues& values) {
                  return OddsAnswer{shotOdds(shotRequest(values)), ""};
              }}}};
}

OddsForm combatForm() {
    return {"combat",
            "combat",
            {numberInput("stronger", "Stronger side's strength", 0, 100000, 12),
             numberInput("weaker", "Weaker side's strength", 0, 100000, 8),
             choiceInput("charger", "Who charged", {"the stronger side", "the weaker side"})},
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
            {choiceInput("test", "Test", namesIn(ra::moraleTestNames)),
             numberInput("success", "Success number (card)", 0, 20, 7),
             numberInput("officer", "Officer's morale bonus", -6, 6, 0),
             flagInput("behind-flank", "enemy behind the flank"),
             flagInput("earthworks", "earthworks, trench or stone building"),
             flagInput("night", "night or fog"), flagInput("ambushed", "ambushed while marching (fear test)"),
             flagInput("from-pinned", "rally from pinned (else from rout)"),
             choiceInput("rout-rule", "Rout rule", namesIn(ra::routRuleNames)),
             flagInput("machine-guns", "machine-gun or mortar team")},
            {{"Morale test (2d6)", 1, [](const OddsValues& values) {
                  return OddsAnswer{moraleOdds(moraleInputs(values)), ""};
              }}}};
}

}  // namespace

std::vector<OddsForm> redActionsOddsForms() { return {shootingForm(), combatForm(), moraleForm()}; }

}  // namespace tachanka::core
