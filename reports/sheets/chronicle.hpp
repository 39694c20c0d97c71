#pragma once
// The chronicle: the campaign's story as a club hands it out, day by day. What happened on
// the map that mattered (places taken, units lost, arrivals, events), each battle with its
// forces, its odds before the dice, the dice that decided it and its result, the players'
// notes and photos, the officers fallen and promoted, and at the end the attrition charts.
//
// Plain text and image bytes prepared by app/core; the chronicle only lays them out.

#include <filesystem>
#include <string>
#include <vector>

#include "reports/pdf/pdf_document.hpp"
#include "reports/sheets/attrition_report.hpp"

namespace tachanka::reports {

struct ChroniclePhoto {
    std::string bytes;  // the image as attached
    bool jpeg = false;
    int width = 0;
    int height = 0;
    std::string caption;
};

struct ChronicleNote {
    std::string about;  // "1/1K (1st Battalion)", empty for the day's or the battle's own
    std::string text;
};

struct ChronicleBattle {
    std::string title;    // "Battle 3 · 15 October 1919 · hex 1005"
    std::string system;   // "Orel 1919", "Red Actions!"
    std::string state;    // "applied", ...
    std::string attackers;  // "Reds: 1/9D, 2/9D, Cv/9D"
    std::string defenders;
    std::vector<std::string> odds;   // "attacker loses 1, defender 2, retreats: 23.1%", likeliest first
    std::vector<std::string> dice;   // "assault: 4 + 6 → …", the dice that decided it
    std::string outcome;
    std::vector<std::string> effects;  // one line a unit
    bool provisional = false;
    std::vector<ChronicleNote> notes;
    std::vector<ChroniclePhoto> photos;
};

struct ChronicleDay {
    std::string date;  // "15 October 1919"
    int turn = 1;
    std::vector<std::string> events;    // what mattered on the map, in the ledger's words
    std::vector<ChronicleBattle> battles;
    std::vector<std::string> officers;  // fallen and promoted
    std::vector<ChronicleNote> notes;
    std::vector<ChroniclePhoto> photos;
};

struct Chronicle {
    std::string campaign;
    std::string scenario;
    std::string sides;  // "Whites and Reds", or the one side it is told for
    std::string period;
    std::vector<ChronicleDay> days;
    AttritionData attrition;
};

void writeChronicle(const Chronicle& chronicle, const FontSet& fonts, Paper paper,
                    const std::filesystem::path& output);

}  // namespace tachanka::reports
