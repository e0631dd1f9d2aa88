/**
 * Every deprecation is an error in the API tests, thrown where the deprecated call is made. Node only warns, once per
 * process, and that once hid a real fault: pg 8 accepts a query on a client that is still running one (a
 * transaction's statements sent at once with Promise.all) and warns; pg 9 refuses it.
 */
process.throwDeprecation = true;
