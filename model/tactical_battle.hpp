#pragma once
// A campaign battle fought on the table (a linked tactical battle): the tactical units the
// campaign's units became, with what the battle has done to them so far, and the battle's
// append-only log of actions. The rules that change them live in rules/; this is the record.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tachanka::model {

struct TacticalUnitRecord {
    std::int64_t id = 0;
    std::int64_t battleId = 0;
    std::int64_t unitId = 0;  // the campaign unit it comes from
    std::string code;         // "1/9D", or "1/9D.1" for a part
    std::int64_t sideId = 0;
    std::string troopType;  // the army list's troop id
    std::string army;
    int bases = 0;  // at the start of the battle
    int basesLost = 0;
    int surrendered = 0;
    int terror = 0;
    int humiliated = 0;
    bool pinned = false;
    bool routing = false;
    std::optional<std::int64_t> officerId;
    std::string officerFate;   // "" serving, "killed"; "wounded", "captured" in B&B
    bool provisional = false;  // a provisional row of the link table made it
    int foxholes = 0;          // quarter columns of cover dug
    bool inWire = false;
    std::string vehicleCondition = "running";  // a tank's or armoured car's
    std::string train;  // an armoured train's speed and hits (rules::redactions::trainText)
    // Its state in a system besides Red Actions!, as that system writes it
    // (rules::bnb::unitStateText); empty for Red Actions!.
    std::string systemState;

    int basesLeft() const { return bases - basesLost - surrendered; }
};

// A senior officer of a formation present in a battle on the table (Red Actions!: an
// independent base whose bonus his side's units may take).
struct TacticalSeniorRecord {
    std::int64_t id = 0;
    std::int64_t battleId = 0;
    std::int64_t officerId = 0;
    std::int64_t sideId = 0;
    std::string fate;  // "" serving, "killed"
};

struct TacticalRoll {
    std::string purpose;
    int sides = 6;
    int value = 1;
};

// Where an action's dice came from: rolled by Tachanka, typed from the table, or none rolled;
// "corrected" marks an entry that takes an earlier one back.
inline constexpr const char* rolledDice = "rolled";
inline constexpr const char* typedDice = "typed";
inline constexpr const char* correctedDice = "corrected";
// A die rolled secretly, kept as a commitment until revealed (a scouting roll).
inline constexpr const char* committedDice = "committed";
inline constexpr const char* noDice = "none";

struct TacticalEvent {
    int sequence = 0;
    std::string action;  // "shoot", "undo", ...
    std::string actor;
    std::string target;
    std::vector<TacticalRoll> rolls;
    std::string diceOrigin = noDice;
    std::string tableCell;        // each cell read, "; " between them
    std::string effects;          // what changed on the table
    std::optional<int> corrects;  // the sequence an undo takes back
    std::string stateBefore;      // the units' markers before, for that undo
    std::string turnStep;         // what it did to the turn ("segment 1/9D; forced 2/1K")
    // The seed its dice were rolled from, when Tachanka rolled them: anyone holding it can roll
    // them again (`verify`). None for dice typed at the table, and in a side's file.
    std::optional<std::uint64_t> seed;
};

}  // namespace tachanka::model
