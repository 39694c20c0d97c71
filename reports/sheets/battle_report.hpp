#pragma once
// The battle report: one battle of the campaign on paper, for the players at the table and
// for the campaign's records. Who fought with what, what the plan chose, which modifiers the
// charts gave those choices, every die with its purpose and table cell, and what the battle
// did to each unit. A battle a provisional chart decided says so at the top, because its
// result may change once the club puts in the published values.
//
// The data is plain text prepared by app/core (reports never see the campaign's use cases);
// the report only lays it out.

#include <filesystem>
#include <string>
#include <vector>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

// A unit as the battle saw it when it was planned.
struct BattleForceUnit {
    std::string code;
    std::string name;
    std::string role;          // "attacks", "defends", "support", "sheltering"
    std::string steps;         // "☐☐☒ 2/3": the steps it fought with
    std::string troopQuality;  // "5", "5−1Q"
    std::string strength;      // "6 (charge 8)", "fire 3"
    std::string mode;          // "combat", "march", "routed"
    std::string hex;           // where it stood
    std::string notes;         // "unsupplied; entrenched"
};

struct BattleForce {
    std::string side;  // "Whites"
    std::string role;  // "Attacker", "Defender"
    std::string commander;
    std::vector<BattleForceUnit> units;  // its support and sheltering units too
    int prisonersTaken = 0;  // steps of the other side this one took prisoner
};

// One line of "what the plan chose" or "what the charts give for it".
struct BattleChoiceLine {
    std::string what;   // "Terrain", "Hasty attack: attacker's cohesion check"
    std::string value;  // "woods", "+1"
    std::string rule;   // "8.7.1"; empty when the text gives no number
    bool provisional = false;
};

struct BattleRoll {
    int sequence = 0;
    std::string purpose;    // "cohesion check: attacker"
    std::string dice;       // "4", "3 + 5"
    std::string tableCell;  // "X: 6 vs TQ 6 → passed"
};

// What the battle did to one unit; empty words for what did not change.
struct BattleUnitResult {
    std::string code;
    std::string side;
    int stepsLost = 0;
    std::string mode;      // the mode it ends in, when it changed
    std::string movement;  // "retreats 1 hex", "routs 2 hexes", "advanced"
    std::string fate;      // "active", "eliminated", "captured"
    std::string movedTo;   // the hex apply put it in
    std::string notes;     // "unsupplied"
};

struct BattleReport {
    std::string campaign;
    std::string title;   // "Battle 3 · 15 October 1919 · hex 2705 (Orël)"
    std::string system;  // "Orel 1919"
    std::string state;   // "planned", "resolved", "applied", "voided"
    std::string stateNote;  // what the state means for the campaign
    std::string outcome;    // one line once resolved
    bool provisional = false;
    std::string provisionalNote;  // which chart and how to put in the published values
    BattleForce attacker;
    BattleForce defender;
    std::vector<BattleChoiceLine> choices;
    std::vector<BattleChoiceLine> modifiers;
    std::vector<BattleRoll> rolls;
    std::vector<BattleUnitResult> results;
    std::vector<std::string> effectLines;  // the use cases' own words, one a change
};

// One report after the other, each from a new page.
void writeBattleReports(const std::vector<BattleReport>& reports, const FontSet& fonts,
                        Paper paper, const std::filesystem::path& output);

}  // namespace tachanka::reports
