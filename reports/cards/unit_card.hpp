#pragma once
// What a Red Actions! unit card shows, as plain data: app/core fills it from an army list, the
// rules tables and the card texts (templates/rules/red-actions-cards.xml), and, for a
// campaign's tactical unit, from the unit's state. The card layout only sets it in type.

#include <optional>
#include <string>
#include <vector>

namespace tachanka::reports {

// A characteristic or ability spelled out: its name and a short reminder of the rule.
struct CardTrait {
    std::string name;
    std::string reminder;
};

// The officer commanding the unit, with his token.
struct CardOfficer {
    std::string name;
    int moraleBonus = 0;
    std::vector<CardTrait> characteristics;
};

// Where a tactical unit stands: what a campaign carries from one battle to the next. A card
// with a state prints it (bases lost and markers ticked, the officer filled in); a blank
// card leaves it to be written in.
struct CardState {
    int bases = 0;
    int basesLost = 0;
    int terror = 0;      // removable markers
    int humiliated = 0;  // markers that never go
    std::optional<CardOfficer> officer;
    bool pinned = false;   // markers on the table: printed only when the unit has one
    bool routing = false;
};

// One direct-hit number: the 2d6 score a gun base needs against one kind of target.
struct CardDirectHit {
    std::string target;  // "Moving vehicle"
    int roll = 0;        // above 12: no hit is possible
};

struct UnitCard {
    // The unit's own name and code: empty on a blank card, which leaves lines to write them.
    std::string unitName;
    std::string unitCode;
    std::string troopType;  // "Red Regulars"
    std::string arm;        // "Riflemen"
    std::string army;       // "Soviet (Red Army)"
    int charge = 0;
    int fear = 0;
    int serious = 0;
    int rally = 0;
    int shooting = 0;
    int range = 0;  // inches
    int fighting = 0;
    int move = 0;  // inches
    std::optional<int> evasiveMove;
    std::vector<CardDirectHit> directHits;  // empty: the unit has no guns
    std::string directHitReminder;
    std::vector<CardTrait> traits;  // characteristics and abilities
    int blankBases = 1;             // boxes a blank card prints for bases lost and markers
    bool provisional = false;  // the values are a reconstruction, not the published card
    std::optional<CardState> state;
};

struct UnitCardSheet {
    std::string title;                  // "Soviet (Red Army) — unit cards"
    std::vector<UnitCard> cards;        // in the order they are printed
    std::string provisionalNotice;      // printed once, on the first page, when not empty
    // When not empty, printed at the foot of each page that holds a provisional card.
    std::string provisionalFootNote{};
};

}  // namespace tachanka::reports
