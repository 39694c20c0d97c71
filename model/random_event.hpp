#pragma once
// A random event (Orel 1919, 6) as the campaign keeps it once rolled: what the events list said
// and where the event stands. The rules that read the list live in rules/orel/operations.

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "model/game_date.hpp"
#include "model/named_enum.hpp"

namespace tachanka::model {

// done: a Suffered event applied when rolled (or an event with no effect); pending: a Suffered
// event waiting for the recruitment it takes points from; held: a Controlled event the player
// keeps; played and expired: a held event used, or kept past the end of the opponent's next turn.
enum class EventState { Done, Pending, Held, Played, Expired };

inline constexpr std::array<EnumName<EventState>, 5> eventStateNames{{
    {EventState::Done, "done"},
    {EventState::Pending, "pending"},
    {EventState::Held, "held"},
    {EventState::Played, "played"},
    {EventState::Expired, "expired"},
}};

struct RandomEventRecord {
    std::int64_t id = 0;
    std::int64_t sideId = 0;
    GameDate date;  // the day it was rolled
    int roll = 0;
    std::string event;  // the events list's id
    std::string kind;   // suffered, controlled, none
    std::string title;
    std::string effect;
    int recruitPointsLost = 0;  // at the side's next recruitment
    EventState state = EventState::Done;
    std::optional<GameDate> expiresOn;  // a held event: the day of the opponent's next turn
    bool provisional = false;
};

}  // namespace tachanka::model
