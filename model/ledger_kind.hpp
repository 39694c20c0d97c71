#pragma once
// What a ledger row records, one name per kind: the name stored in the campaign file, shown in
// the ledger and accepted by `ledger --kind`. The attrition sums ask for kinds by value, so a
// renamed kind changes here, everywhere at once.

#include <array>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace tachanka::model {

enum class LedgerKind {
    Created, TurnTrack, Phase, Setting, Override, Depot, Entrenchment, Mode, Moved, Supply,
    LocationControl,
    FormationReleased, UnitArrived, UnitRaised, OffMap, OutOfCommand,
    RpIncome, RpSpent, RpLost, RpFromPrisoners, PrisonersTaken, PrisonersConverted,
    RecruitsMarker, StepLost, StepRecovered, UnitEliminated, UnitCaptured, UnitWithdrawn,
    ArmyList, TokenPool, Token, TokenDrawn, OfficerJoined, OfficerCasualty, OfficerPromoted,
    BattlePlanned, BattleUnit, BattleRoll, BattleResolved, BattleEffect, BattleApplied,
    BattleVoided, RandomEvent, MarchingDay, MapPainted, Note, Photo, Bookmark, Returned,
    Seat, Order
};

inline constexpr std::array<EnumName<LedgerKind>, 51> ledgerKindNames{{
    {LedgerKind::Created, "created"},
    {LedgerKind::TurnTrack, "turn-track"},
    {LedgerKind::Phase, "phase"},
    {LedgerKind::Setting, "setting"},
    {LedgerKind::Override, "override"},
    {LedgerKind::Depot, "depot"},
    {LedgerKind::Entrenchment, "entrenchment"},
    {LedgerKind::Mode, "mode"},
    {LedgerKind::Moved, "moved"},
    {LedgerKind::Supply, "supply"},
    {LedgerKind::LocationControl, "location-control"},
    {LedgerKind::FormationReleased, "formation-released"},
    {LedgerKind::UnitArrived, "unit-arrived"},
    {LedgerKind::UnitRaised, "unit-raised"},
    {LedgerKind::OffMap, "off-map"},
    {LedgerKind::OutOfCommand, "out-of-command"},
    {LedgerKind::RpIncome, "rp-income"},
    {LedgerKind::RpSpent, "rp-spent"},
    {LedgerKind::RpLost, "rp-lost"},
    {LedgerKind::RpFromPrisoners, "rp-from-prisoners"},
    {LedgerKind::PrisonersTaken, "prisoners-taken"},
    {LedgerKind::PrisonersConverted, "prisoners-converted"},
    {LedgerKind::RecruitsMarker, "recruits-marker"},
    {LedgerKind::StepLost, "step-lost"},
    {LedgerKind::StepRecovered, "step-recovered"},
    {LedgerKind::UnitEliminated, "unit-eliminated"},
    {LedgerKind::UnitCaptured, "unit-captured"},
    {LedgerKind::UnitWithdrawn, "unit-withdrawn"},
    {LedgerKind::ArmyList, "army-list"},
    {LedgerKind::TokenPool, "token-pool"},
    {LedgerKind::Token, "token"},
    {LedgerKind::TokenDrawn, "token-drawn"},
    {LedgerKind::OfficerJoined, "officer-joined"},
    {LedgerKind::OfficerCasualty, "officer-casualty"},
    {LedgerKind::OfficerPromoted, "officer-promoted"},
    {LedgerKind::BattlePlanned, "battle-planned"},
    {LedgerKind::BattleUnit, "battle-unit"},
    {LedgerKind::BattleRoll, "battle-roll"},
    {LedgerKind::BattleResolved, "battle-resolved"},
    {LedgerKind::BattleEffect, "battle-effect"},
    {LedgerKind::BattleApplied, "battle-applied"},
    {LedgerKind::BattleVoided, "battle-voided"},
    {LedgerKind::RandomEvent, "random-event"},
    {LedgerKind::MarchingDay, "marching-day"},
    {LedgerKind::MapPainted, "map-painted"},
    {LedgerKind::Note, "note"},
    {LedgerKind::Photo, "photo"},
    {LedgerKind::Bookmark, "bookmark"},
    {LedgerKind::Returned, "returned"},
    {LedgerKind::Seat, "seat"},
    {LedgerKind::Order, "order"},
}};

constexpr std::string_view ledgerKindName(LedgerKind kind) { return nameOf(ledgerKindNames, kind); }
constexpr std::optional<LedgerKind> ledgerKindNamed(std::string_view name) {
    return valueNamed(ledgerKindNames, name);
}

}  // namespace tachanka::model
