#include <algorithm>

#include "app/core/rfic/rfic_lookups.hpp"
#include "app/core/rfic/rfic_system.hpp"

namespace tachanka::core {
namespace {

namespace rfic = rules::rfic;
using Kind = OddsInput::Kind;

template <typename Enum>
Enum chosen(const OddsValues& values, std::string_view key) {
    return static_cast<Enum>(valueOf(values, key));
}

// The weapons a unit fires with (the Commander's dice are added to a unit's, not a weapon).
std::vector<std::string> weaponIds() {
    std::vector<std::string> ids;
    for (const auto& row : loadRficTables().fire.dice) {
        if (!row.isBonus) ids.push_back(row.id);
    }
    return ids;
}

// Only the Commander table tells the King, Queen and Jack of Hearts from other red cards; the
// other pages take all three as left, so any count of red cards makes a pile.
std::vector<rfic::Card> pileOfPage(const OddsValues& values, int courtHearts) {
    return pileByColour(valueOf(values, "red"), valueOf(values, "black"), courtHearts,
                        valueOf(values, "jokers"));
}

OddsAnswer firePage(const OddsValues& values) {
    const auto ids = weaponIds();
    const rfic::FireRequest request{ids.at(static_cast<std::size_t>(valueOf(values, "weapon"))),
                                    valueOf(values, "count"), valueOf(values, "moved") != 0,
                                    valueOf(values, "commanders")};
    const bool inCover = valueOf(values, "cover") != 0;
    const auto pile = inCover ? pileOfPage(values, 3) : std::vector<rfic::Card>{};
    const auto odds = fireOdds(request, inCover, pile);
    std::string note = std::to_string(fireDiceOf(request)) + "D6, a 6 hits";
    if (inCover) note += "; a cover card for each hit, given " + colourLeft(pile);
    return {odds, note + "."};
}

OddsAnswer coverPage(const OddsValues& values) {
    const auto pile = pileOfPage(values, 3);
    return {coverOdds(pile), "Given " + colourLeft(pile) + "."};
}

OddsAnswer damagePage(const OddsValues& values) {
    const auto unit = chosen<DamagedUnit>(values, "unit");
    const int court = unit == DamagedUnit::Commander ? valueOf(values, "court-hearts") : 3;
    const auto pile = pileOfPage(values, court);
    std::string given = "Given " + colourLeft(pile);
    if (unit == DamagedUnit::Commander) {
        given += ", " + std::to_string(court) + " of them the King, Queen or Jack of Hearts";
    }
    return {damageOdds(unit, pile), given + "."};
}

OddsAnswer cohesionPage(const OddsValues& values) {
    const rfic::CohesionRequest request{chosen<rfic::Rallying>(values, "who"),
                                        chosen<rfic::Grade>(values, "grade"),
                                        valueOf(values, "commander") != 0};
    const auto pile = pileOf({valueOf(values, "hearts"), valueOf(values, "clubs"),
                              valueOf(values, "diamonds"), valueOf(values, "spades"),
                              std::min(3, valueOf(values, "hearts")), valueOf(values, "jokers")});
    return {cohesionOdds(request, pile), "Given " + suitsLeft(pile) + "."};
}

OddsAnswer aircraftPage(const OddsValues&) { return {aircraftOdds(), aircraftProvisionalNote()}; }

OddsAnswer minefieldPage(const OddsValues&) {
    return {minefieldOdds(), "The opposing Commander's D6s; hits are taken as artillery hits."};
}

std::vector<OddsInput> pileInputs() {
    return {numberInput("red", "Red cards left in the pile", 0, 26, 26),
            numberInput("black", "Black cards left in the pile", 0, 26, 26),
            numberInput("jokers", "Jokers left in the pile", 0, 2, 0)};
}

}  // namespace

std::vector<OddsForm> rficOddsForms() {
    auto fireInputs = std::vector<OddsInput>{
        choiceInput("weapon", "Weapon", weaponIds()),
        numberInput("count", "Figures, crew figures, AFVs or guns firing", 0, 12, 6),
        flagInput("moved", "moved this turn or disrupted"),
        numberInput("commanders", "Commander figures with the unit", 0, 2, 0),
        flagInput("cover", "the target is in cover")};
    for (auto input : pileInputs()) {
        input.onlyWhen = {{"cover", 1}};
        fireInputs.push_back(std::move(input));
    }
    auto damageInputs = std::vector<OddsInput>{
        choiceInput("unit", "Disrupted unit hit", namesIn(damagedUnitNames))};
    for (auto input : pileInputs()) damageInputs.push_back(std::move(input));
    auto court = numberInput("court-hearts", "of the red: K, Q, J of Hearts", 0, 3, 3);
    court.onlyWhen = {{"unit", static_cast<int>(DamagedUnit::Commander)}};
    damageInputs.push_back(std::move(court));
    auto grade = choiceInput("grade", "Unit grading", namesIn(rfic::gradeNames));
    grade.onlyWhen = {{"who", static_cast<int>(rfic::Rallying::Unit)}};
    auto withCommander = flagInput("commander", "a Commander in the unit's hex");
    withCommander.onlyWhen = {{"who", static_cast<int>(rfic::Rallying::Unit)}};
    return {
        {"fire", "fire", std::move(fireInputs), {{"Hits (D6, cover cards)", 1, firePage}}},
        {"cover", "cover card", pileInputs(), {{"Cover card", 1, coverPage}}},
        {"damage", "damage", std::move(damageInputs), {{"Second hit (cards)", 1, damagePage}}},
        {"cohesion",
         "cohesion",
         {choiceInput("who", "Disrupted", namesIn(rfic::rallyingNames)), std::move(grade),
          std::move(withCommander), numberInput("hearts", "Hearts left", 0, 13, 13),
          numberInput("clubs", "Clubs left", 0, 13, 13),
          numberInput("diamonds", "Diamonds left", 0, 13, 13),
          numberInput("spades", "Spades left", 0, 13, 13),
          numberInput("jokers", "Jokers left in the pile", 0, 2, 0)},
         {{"Regaining cohesion (cards)", 1, cohesionPage}}},
        {"aircraft", "aircraft", {}, {{"Aircraft deployment (2D6 for a Joker)", 1, aircraftPage}}},
        {"minefield", "minefield", {}, {{"Minefield hits (8D6)", 1, minefieldPage}}},
    };
}

}  // namespace tachanka::core
