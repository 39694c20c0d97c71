#pragma once
// The turn sheet: one side's day of Orel 1919 on paper. The phases of its turn to tick off,
// its recruit points and prisoners, depots and units that need attention, what arrives and
// what stays inactive, ruled rows for the day's battles (the campaign does not record battles
// yet) and room for notes; for a day already played, what the ledger recorded.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"
#include "reports/pdf/pdf_document.hpp"
#include "reports/sheets/unit_text.hpp"

namespace tachanka::reports {

struct PhaseCheck {
    int number = 1;     // 1..7 as the sequence of play counts them (2.1)
    std::string title;  // "Check status of depots"
    std::vector<std::string> steps;  // what the rules do in it
    bool done = false;  // the campaign has passed it
};

// The day's recruit points (4): the turn track's, the Orël point and what the saved maximum
// let in, as recorded when the side's recruitment phase came, or as it will be otherwise.
struct RecruitPoints {
    bool recorded = false;
    int fromTrack = 0;
    int orelBonus = 0;
    bool orelHeld = false;
    int received = 0;
    int lost = 0;  // above the saved maximum
    std::optional<int> savedBefore;  // none: the day is still ahead
    std::optional<int> available;    // after the income
    int savedMaximum = 0;
    int prisoners = 0;  // held now (a past day: as the day ended, from the ledger)
    int prisonersPerRp = 0;
    int prisonerRp = 0;  // what converting every whole group would give
    int battalionsAllowed = 0;
    std::optional<int> spent;  // on steps and battalions so far this day; none: a day ahead
};

struct InactiveFormation {
    std::string name;
    std::string through;  // "18 October 1919"
    std::string releasedIf;
};

struct LedgerEvent {
    std::string phase;
    std::string kind;
    std::string unit;
    std::string amount;
    std::string note;
};

// A battle of the day the side fought, attacking or defending (a voided one is not listed).
struct DayBattle {
    std::string hex;
    std::string attackers;  // "1/1K, 2/1K"
    std::string defenders;
    std::string odds;       // "prepared, 1.5:1": the attack type and the assault's odds
    std::string result;     // the outcome once resolved, else the battle's state
    std::string stepsLost;  // "Whites 1, Reds 2"
    std::string prisoners;  // "Whites 2"
};

struct TurnSheet {
    std::string campaign;
    std::string side;
    std::string commander;
    std::string date;  // "15 October 1919"
    int turn = 1;
    int turns = 1;
    // Where the day stands against the campaign's: "today", "played", "ahead".
    std::string standing;
    std::string stateNote;  // whose state the depot and unit tables show
    bool provisional = false;
    std::vector<PhaseCheck> phases;
    RecruitPoints recruitment;
    std::vector<model::Depot> depots;
    bool showState = true;  // depots and units: not for a day already played
    std::vector<UnitEntry> attention;  // units not at their counter's plain state
    int unitsInOrder = 0;  // full strength, Combat mode, supplied, in command
    std::vector<std::string> outOfCommand;
    std::vector<std::string> unsupplied;
    std::vector<model::Unit> arrivingUnits;  // those whose arrival is this day
    std::vector<model::Depot> arrivingDepots;
    std::vector<InactiveFormation> inactive;
    std::vector<DayBattle> battles;
    std::vector<LedgerEvent> events;
    // The rows of the day the sheet does not list, past the few pages' worth it does.
    std::int64_t ledgerRowsNotPrinted = 0;
};

// One sheet after the other, each from a new page.
void writeTurnSheets(const std::vector<TurnSheet>& sheets, const FontSet& fonts, Paper paper,
                     const std::filesystem::path& output);

}  // namespace tachanka::reports
