#pragma once
// Every event handler's boundary: whatever the core refuses, or anything else that goes
// wrong, becomes one line for the user through the window, never an exception escaping into
// the event loop (which would end the program).

#include <exception>
#include <string>

#include "app/core/common/user_error.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

template <typename Body>
void reportingErrors(CampaignWindow& window, Body&& body) {
    try {
        body();
    } catch (const core::UserError& error) {
        window.reportError(error.what());
    } catch (const std::exception& error) {
        window.reportError(std::string("unexpected error: ") + error.what());
    }
}

}  // namespace tachanka::gui
