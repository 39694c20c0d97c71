// The odds calculator's Bullets & Bolsheviks pages: their inputs, turned here into the requests
// `bnb odds` makes, so the desktop app computes nothing of its own.

#include "app/core/bnb/bnb_lookups.hpp"
#include "app/core/bnb/bnb_system.hpp"

namespace tachanka::core {
namespace {

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
    const int last = static_cast<int>(words.size()) - 1;
    return {std::move(key), std::move(label), Kind::Choice, 0, last, 0, std::move(words)};
}

OddsInput flag(std::string key, std::string label) {
    return {std::move(key), std::move(label), Kind::Flag, 0, 1, 0};
}

OddsList list(std::string title, std::function<rules::Distribution(const OddsValues&)> odds) {
    return {std::move(title), 1, [odds = std::move(odds)](const OddsValues& values) {
                return OddsAnswer{odds(values), ""};
            }};
}

OddsForm fireForm() {
    return {"fire",
            "small arms",
            {choice("unit", "Firing unit", namesIn(bnb::smallArmsUnitNames)),
             number("stands", "Stands firing", 1, 2, 1),
             number("per-stand", "Dice per stand (0: the table's lower number)", 0, 5, 0),
             choice("target", "Target", namesIn(bnb::smallArmsTargetNames)),
             flag("entrenched", "target entrenched or emplaced (two hits for one)")},
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
    OddsInput strength = number("strength", "Point strength", 1, 50, 6);
    strength.onlyWhen = {{"against", static_cast<int>(bnb::ArtilleryAgainst::PointStrength)}};
    return strength;
}

OddsForm artilleryForm() {
    return {"artillery",
            "artillery",
            {choice("gun", "Guns", namesIn(bnb::gunNames)),
             number("stands", "Gun stands firing", 1, 2, 1),
             number("range", "Range in hexes", 1, 18, 6),
             choice("target", "Target's terrain", namesIn(bnb::artilleryTargetNames)),
             choice("against", "Target", namesIn(bnb::artilleryAgainstNames)), pointStrengthInput(),
             choice("consecutive", "Consecutive turn at the same target",
                    {"no", "moving target", "stationary target"}),
             flag("out-of-sight", "target out of sight"),
             flag("acquired", "acquired stationary target")},
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
        inputs.push_back(number(side + "-stands", side + "'s stands", 1, 2, 1));
        for (const auto& modifier : bnb::assaultModifierNames) {
            inputs.push_back(flag(side + "-" + std::string(modifier.name),
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
    std::vector<OddsInput> inputs{choice("occasion", "Occasion", namesIn(bnb::moraleOccasionNames)),
                                  number("level", "Morale level (1 fanatical .. 4 shaky)",
                                         tables.morale.lowestLevel, tables.morale.highestLevel, 3)};
    for (std::size_t index = 0; index < bnb::moraleOccasionNames.size(); ++index) {
        const auto& occasion = bnb::moraleOccasionNames[index];
        for (const auto& [id, modifier] : tables.morale.occasions.at(occasion.value).modifiers) {
            const std::string key = std::string(occasion.name) + "-" + id;
            auto input =
                modifier.repeats ? number(key, id + " (how many)", 0, 6, 0) : flag(key, id);
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
        {number("level", "Morale grade", 1, 4, 3)},
        {list("Cohesion roll (an unmodified d6 must beat the grade)",
              [](const OddsValues& values) { return cohesionOdds(valueOf(values, "level")); })}};
}

OddsForm commandForm() {
    OddsInput rating = number("rating", "Leader's rating", 0, 3, 1);
    rating.onlyWhen = {{"leaders", 0}};
    return {"command",
            "command",
            {choice("leaders", "Leaders", {"a leader rolls", "no leaders left"}), std::move(rating),
             number("boost-rating", "Attached leader's rating (morale boost)", 0, 3, 1)},
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
            {choice("vehicle", "Vehicle", namesIn(bnb::vehicleNames)),
             number("stands", "Hostile stands (overrun)", 1, 2, 1)},
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
            {choice("holder", "Initiative held by", namesIn(bnb::playerNames)),
             choice("fire", "Leader's hex under", namesIn(bnb::fireTypeNames)),
             flag("lost-assault", "in a lost close assault")},
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
