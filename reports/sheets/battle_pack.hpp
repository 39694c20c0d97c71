#pragma once
// The battle pack: what the players print before fighting a campaign battle on the table. A
// roster and result sheet (each tactical unit, its campaign unit, boxes to tick for bases lost
// and terror, the senior officers present, lines for the result, and what the link table sends
// back to the campaign), the
// cards of exactly those units with their state, and the tactical system's QRS, in one PDF.
//
// The data is plain text and numbers prepared by app/core from the battle's record and the link
// table; the pack only lays it out. A value a provisional link table or army list gave is
// shaded as the QRS shades its provisional cells, and each such page says so at its foot.

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "reports/cards/text_card.hpp"
#include "reports/cards/unit_card.hpp"
#include "reports/pdf/pdf_document.hpp"

namespace tachanka::reports {

// A tactical unit as the battle stands when the pack is printed (before play: as converted).
struct PackUnit {
    std::string code;              // "1/9D", or "1/9D.2" for a part
    std::string operationalCode;   // the campaign unit it comes from
    std::string troopType;         // "Red Regulars"
    std::string officer;           // "Сергей Петров (+1 clever)"; empty: none
    bool officerKilled = false;
    int bases = 0;                 // at the start of the battle
    int basesLost = 0;             // destroyed or surrendered so far
    int terror = 0;
    bool routing = false;
    bool provisional = false;      // its bases and troop type came from a provisional row
};

// What goes back to one campaign unit, as the link table counts it: steps lost for each count
// of its bases destroyed, and the prisoner steps the enemy takes for each count surrendered.
struct PackReturn {
    std::string code;
    std::string name;
    int steps = 0;                     // it fights with
    int bases = 0;                     // all its parts together
    std::vector<int> stepsLost;        // [n]: n bases destroyed, none surrendered
    std::vector<int> prisonerSteps;    // [n]: n bases surrendered
};

// A senior officer of a formation present: an independent base whose bonus his side's units
// may take.
struct PackSenior {
    std::string name;
    std::string command;  // "9th Rifle Division"
    int moraleBonus = 0;
    bool killed = false;
    // The leader figure he is on the table ("Commander", RF&IC): no bonus, and wounds count.
    std::string figure;
    bool wounded = false;
};

struct PackSide {
    std::string side;  // "Reds"
    std::string role;  // "Attacker", "Defender"
    std::vector<PackUnit> units;
    std::vector<PackReturn> returns;
    std::vector<PackSenior> seniors{};
};

struct BattlePack {
    std::string campaign;
    std::string title;     // "Battle 3 · 15 October 1919 · hex 1005"
    std::string system;    // "Red Actions!"
    bool provisional = false;
    std::string provisionalNote;          // the link table's (and army lists') own words
    std::vector<std::string> returnRules;  // how the link table counts, one line each
    std::vector<PackSide> sides;           // the attacker first
    UnitCardSheet cards;                   // Red Actions!'s
    std::vector<TextCard> textCards;       // a system's besides Red Actions!
    // The system's words for the roster: what the players tick, what a unit's pieces are
    // called, whether it counts terror, and what a unit leaving the fight is.
    std::string instructions;
    std::string pieces = "Bases";
    bool terror = true;
    std::string routed = "Routed";
};

// Adds the tactical system's QRS pages to the pack's document; empty: the system has none to
// add, and the pack says where to print it.
using AddQrsPages = std::function<void(PdfDocument&, Paper)>;

// The roster from the first page, what goes back to the campaign from a page of its own, the
// cards from the next, then the QRS.
void writeBattlePack(const BattlePack& pack, const AddQrsPages& addQrs, const FontSet& fonts,
                     Paper paper, const std::filesystem::path& output);

}  // namespace tachanka::reports
