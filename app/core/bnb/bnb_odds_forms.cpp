// The odds calculator's Bullets & Bolsheviks pages: their inputs, turned here into the requests
// `bnb odds` makes, so the desktop app computes nothing of its own.

#include "app/core/bnb/bnb_lookups.hpp"
#include "app/core/bnb/bnb_system.hpp"

namespace tachanka::core {
namespace {

using Kind = OddsInput::Kind;

OddsList list(std::string title, std::function<rules::Distribution(const OddsValues&)> odds) {
    return {std::move(title), 1, [odds = std::move(odds)](const OddsValues& values) {
                return OddsAnswer{odds(values), ""};
            }};
}

OddsForm fireForm() {
    return {"fire",
            "small arms",
            {choiceInput("unit", "Firing unit", namesIn(bnb::smallArmsUnitNames)),
             numberInput("stands", "Stands firing", 1, 2, 1),
             numberInput("per-stand", "Dice per stand (0: the table's lower number)", 0, 5, 0),
             choiceInput("target", "Target", namesIn(bnb::smallArmsTargetNames)),
             flagInput("entrenched", "target entrenched or emplaced (two hits for one)")},
            {list("Hits (d6 per FP die)", [](const OddsValues& values) {
                bnb::SmallArmsFire fire;
                fire.unit = valueIn(bnb::smallArmsUnitNames, values, "unit");
                fire.stands = valueOf(values, "stands");
                if (const int dice = valueOf(values, "per-stand"); dice > 0) {
                    fire.dicePerStand = dice;
                }
                fire.target = valueIn(bnb::smallArmsTargetNames, values, "target");
                fire.entrenched = valueOf(values, "entrenched") != 0;
                return smallArmsOdds(fire);
            })}};
}

// A bridge's or bunker's point strength counts only against a point-strength target.
OddsInput pointStrengthInput() {
    OddsInput strength = numberInput("strength", "Point strength", 1, 50, 6);
    strength.onlyWhen = {{"against", static_cast<int>(bnb::ArtilleryAgainst::PointStrength)}};
    return strength;
}

OddsForm artilleryForm() {
    return {"artillery",
            "artillery",
            {choiceInput("gun", "Guns", namesIn(bnb::gunNames)),
             numberInput("stands", "Gun stands firing", 1, 2, 1),
             numberInput("range", "Range in hexes", 1, 18, 6),
             choiceInput("target", "Target's terrain", namesIn(bnb::artilleryTargetNames)),
             choiceInput("against", "Target", namesIn(bnb::artilleryAgainstNames)), pointStrengthInput(),
             choiceInput("consecutive", "Consecutive turn at the same target",
                    {"no", "moving target", "stationary target"}),
             flagInput("out-of-sight", "target out of sight"),
             flagInput("acquired", "acquired stationary target")},
            {list("Zeroing in, hits and damage", [](const OddsValues& values) {
                bnb::ArtilleryFire fire;
                fire.gun = valueIn(bnb::gunNames, values, "gun");
                fire.stands = valueOf(values, "stands");
                fire.rangeHexes = valueOf(values, "range");
                fire.target = valueIn(bnb::artilleryTargetNames, values, "target");
                fire.against = valueIn(bnb::artilleryAgainstNames, values, "against");
                if (fire.against == bnb::ArtilleryAgainst::PointStrength) {
                    fire.pointStrength = valueOf(values, "strength");
                }
                using M = bnb::RangingModifier;
                const int consecutive = valueOf(values, "consecutive");
                if (consecutive == 1) fire.modifiers.push_back(M::ConsecutiveMoving);
                if (consecutive == 2) fire.modifiers.push_back(M::ConsecutiveStationary);
                if (valueOf(values, "out-of-sight") != 0) fire.modifiers.push_back(M::OutOfSight);
                if (valueOf(values, "acquired") != 0) fire.modifiers.push_back(M::Acquired);
                return artilleryOdds(fire);
            })}};
}

bnb::MeleeSide meleeSide(const OddsValues& values, const std::string& side) {
    bnb::MeleeSide melee;
    melee.stands = valueOf(values, side + "-stands");
    for (const auto& modifier : bnb::assaultModifierNames) {
        if (valueOf(values, side + "-" + std::string(modifier.name)) != 0) {
            melee.modifiers.push_back(modifier.value);
        }
    }
    return melee;
}

OddsForm assaultForm() {
    std::vector<OddsInput> inputs;
    for (const std::string side : {"attacker", "defender"}) {
        inputs.push_back(numberInput(side + "-stands", side + "'s stands", 1, 2, 1));
        for (const auto& modifier : bnb::assaultModifierNames) {
            inputs.push_back(flagInput(side + "-" + std::string(modifier.name),
                                  side + ": " + std::string(modifier.name)));
        }
    }
    return {"assault",
            "close assault",
            std::move(inputs),
            {list("Melee and losses (a d6 a stand, then the winner's d6)",
                  [](const OddsValues& values) {
                      return meleeOdds(meleeSide(values, "attacker"),
                                       meleeSide(values, "defender"));
                  }),
             list("Losses table alone (the winner's d6)",
                  [](const OddsValues&) { return meleeLossesOdds(); })}};
}

// One input per modifier of each occasion, counting only while that occasion is chosen.
OddsForm moraleForm() {
    const auto tables = loadBnbTables();
    std::vector<OddsInput> inputs{choiceInput("occasion", "Occasion", namesIn(bnb::moraleOccasionNames)),
                                  numberInput("level", "Morale level (1 fanatical .. 4 shaky)",
                                         tables.morale.lowestLevel, tables.morale.highestLevel, 3)};
    for (std::size_t index = 0; index < bnb::moraleOccasionNames.size(); ++index) {
        const auto& occasion = bnb::moraleOccasionNames[index];
        for (const auto& [id, modifier] : tables.morale.occasions.at(occasion.value).modifiers) {
            const std::string key = std::string(occasion.name) + "-" + id;
            auto input =
                modifier.repeats ? numberInput(key, id + " (how many)", 0, 6, 0) : flagInput(key, id);
            input.onlyWhen = {{"occasion", static_cast<int>(index)}};
            inputs.push_back(std::move(input));
        }
    }
    return {"morale",
            "morale",
            std::move(inputs),
            {list("Morale check (d6 and modifiers above the level)", [tables](
                                                                         const OddsValues& values) {
                bnb::MoraleCheck check;
                check.occasion = valueIn(bnb::moraleOccasionNames, values, "occasion");
                check.level = valueOf(values, "level");
                const std::string prefix(model::nameOf(bnb::moraleOccasionNames, check.occasion));
                for (const auto& [id, modifier] :
                     tables.morale.occasions.at(check.occasion).modifiers) {
                    const int times = valueOf(values, prefix + "-" + id);
                    for (int time = 0; time < times; ++time) check.modifiers.push_back(id);
                }
                return moraleOdds(check);
            })}};
}

OddsForm cohesionForm() {
    return {
        "cohesion",
        "cohesion",
        {numberInput("level", "Morale grade", 1, 4, 3)},
        {list("Cohesion roll (an unmodified d6 must beat the grade)",
              [](const OddsValues& values) { return cohesionOdds(valueOf(values, "level")); })}};
}

OddsForm commandForm() {
    OddsInput rating = numberInput("rating", "Leader's rating", 0, 3, 1);
    rating.onlyWhen = {{"leaders", 0}};
    return {"command",
            "command",
            {choiceInput("leaders", "Leaders", {"a leader rolls", "no leaders left"}), std::move(rating),
             numberInput("boost-rating", "Attached leader's rating (morale boost)", 0, 3, 1)},
            {list("Command points (d6 + rating)",
                  [](const OddsValues& values) {
                      return commandPointsOdds(valueOf(values, "leaders") == 0
                                                   ? std::optional(valueOf(values, "rating"))
                                                   : std::nullopt);
                  }),
             list("Morale boost (the rating or less on a d6)", [](const OddsValues& values) {
                 return moraleBoostOdds(valueOf(values, "boost-rating"));
             })}};
}

OddsForm mechanicalForm() {
    return {"mechanical-failure",
            "mechanical failure",
            {choiceInput("vehicle", "Vehicle", namesIn(bnb::vehicleNames)),
             numberInput("stands", "Hostile stands (overrun)", 1, 2, 1)},
            {list("Mechanical failure (each turn it moves)",
                  [](const OddsValues& values) {
                      return mechanicalFailureOdds(valueIn(bnb::vehicleNames, values, "vehicle"));
                  }),
             list("Armoured overrun", [](const OddsValues& values) {
                 return overrunOdds(valueIn(bnb::vehicleNames, values, "vehicle"),
                                    valueOf(values, "stands"));
             })}};
}

OddsForm leadersForm() {
    return {"leaders",
            "initiative and leaders",
            {choiceInput("holder", "Initiative held by", namesIn(bnb::playerNames)),
             choiceInput("fire", "Leader's hex under", namesIn(bnb::fireTypeNames)),
             flagInput("lost-assault", "in a lost close assault")},
            {list("Initiative (2d6 each, ties to the holder)",
                  [](const OddsValues& values) {
                      return initiativeOdds(valueIn(bnb::playerNames, values, "holder"));
                  }),
             list("Leader casualty", [](const OddsValues& values) {
                 return leaderCasualtyOdds(valueIn(bnb::fireTypeNames, values, "fire"),
                                           valueOf(values, "lost-assault") != 0);
             })}};
}

}  // namespace

std::vector<OddsForm> bnbOddsForms() {
    return {fireForm(),     artilleryForm(), assaultForm(),    moraleForm(),
            cohesionForm(), commandForm(),   mechanicalForm(), leadersForm()};
}

}  // namespace tachanka::core
