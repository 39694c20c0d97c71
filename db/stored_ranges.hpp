#pragma once
// What each whole-number column of a campaign may hold when it is read back. A file edited by
// hand, or received from someone else, can hold anything SQLite can (9223372036854775807
// recruit points, a unit of 100,000,000 steps); the rules, the sums over a side and the print
// pack were written for the Orel 1919 counters. Each range is generous: wider than anything a
// scenario file, `set` or an action writes, so no campaign Tachanka made is refused, and
// narrow enough that printing stays quick and no sum of them leaves an int.

#include <cstdint>
#include <limits>

#include "db/columns.hpp"

namespace tachanka::db {

// The least and the most a stored whole number may be.
struct StoredRange {
    std::int64_t least;
    std::int64_t most;
};

// Most a pool or a running count may hold (recruit points, prisoners, a ledger amount): `set`
// allows 999 and one action adds at most 100,000 prisoners, so a campaign stays far below it,
// and a million sides or ledger rows of it still add up within 64 bits.
inline constexpr std::int64_t mostHeld = 10'000'000;

// Steps a unit may have: the Orel counters have at most 4, scenario files and `set` allow 20.
// Each step is a box on the unit's card and sheet, so 1e8 of them took the printing past 25 s.
inline constexpr std::int64_t mostSteps = 99;

// Most units one side may have: the longest campaign shipped has 600. With mostSteps each,
// a side's steps (Side::stepCount) stay below 1,000,000, far inside an int.
inline constexpr std::int64_t mostUnitsOfASide = 10'000;

// A ledger row's amount (steps, points, prisoners of one change).
inline constexpr StoredRange ledgerAmount{-mostHeld, mostHeld};

// Counter values, bases and other small numbers of the rules: `set` allows 99.
inline constexpr StoredRange counterValue{0, 999};

constexpr StoredRange storedRange(Column column) {
    switch (column) {
        case Column::Provisional:
        case Column::RecruitsMarker:
        case Column::Shock:
        case Column::IntegratedArtillery:
        case Column::Battalion:
        case Column::Unsupplied:
        case Column::OutOfCommand:
        case Column::OffMap:
        case Column::TownCentre:
        case Column::Functional:
        case Column::River:
        case Column::Advanced:
        case Column::UnsuppliedAfter:
        case Column::BrokenDown:
        case Column::Drawn:
        case Column::Pinned:
        case Column::Routing:
        case Column::InWire:
            return {0, 1};
        case Column::StepsMax:
            return {1, mostSteps};
        case Column::StepsLost:
        case Column::StepsBefore:
            return {0, mostSteps};
        case Column::TroopQuality:
            return {1, 9};
        case Column::Roll:
            return {1, 100};
        case Column::Turns:
            return {1, 10'000};  // scenario files allow 366 days
        case Column::RecruitPointsPercent:
            return {1, 10'000};  // `set` allows 1000
        case Column::Strength:
        case Column::Charge:
        case Column::Fire:
        case Column::Movement:
        case Column::MpPenalty:
        case Column::Munitions:
        case Column::MainBodies:
        case Column::RecruitBattalions:
        case Column::RetreatHexes:
        case Column::Foxholes:
        case Column::Bases:
        case Column::BasesLost:
        case Column::SeniorDraw:
        case Column::JuniorDraw:
            return counterValue;
        case Column::MoraleBonus:
            return {-counterValue.most, counterValue.most};
        case Column::RecruitPoints:
        case Column::Prisoners:
        case Column::AttackerPrisoners:
        case Column::DefenderPrisoners:
        case Column::TrackPoints:
        case Column::Received:
        case Column::Surrendered:
        case Column::Terror:
        case Column::Humiliated:
            return {0, mostHeld};
        case Column::OrelBonus:
        case Column::PointsLost:
            return {-mostHeld, mostHeld};
        case Column::Sequence:
        case Column::Corrects:
            return {0, std::numeric_limits<int>::max()};
        case Column::Width:
        case Column::Height:
            return {1, 100000};  // a photo's pixels: far beyond any camera's
        default:
            // Ids and seeds: any 64-bit value is one.
            return {std::numeric_limits<std::int64_t>::min(),
                    std::numeric_limits<std::int64_t>::max()};
    }
}

}  // namespace tachanka::db
